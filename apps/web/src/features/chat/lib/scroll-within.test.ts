import { describe, expect, it, vi } from 'vitest';
import { scrollWithin } from './scroll-within.ts';

const at = (element: HTMLElement, top: number) =>
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);

describe('scrollWithin', () => {
  it('brings the element to the top of the container, a gap below its edge', () => {
    const container = document.createElement('div');
    const element = document.createElement('div');
    container.scrollTop = 40;
    at(container, 100);
    at(element, 400);
    scrollWithin(container, element);
    // 300 px further down than the container's top, less the 8 px gap, from 40 already scrolled.
    expect(container.scrollTop).toBe(332);
  });

  it('scrolls back up to an element above the part in view, never past the start', () => {
    const container = document.createElement('div');
    const element = document.createElement('div');
    container.scrollTop = 500;
    at(container, 100);
    at(element, -100);
    scrollWithin(container, element, 0);
    expect(container.scrollTop).toBe(300);
    at(element, -1000);
    scrollWithin(container, element, 0);
    expect(container.scrollTop).toBe(0);
  });
});
