import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FirstScreenFallback, keepFirstScreen } from './first-screen-fallback.tsx';

const rootWith = (html: string) => {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
};

describe('FirstScreenFallback', () => {
  it("shows the server's pre-rendered first screen, picture and all, while the app starts", () => {
    keepFirstScreen(
      rootWith(
        '<div class="fs" data-first-screen="shop"><main><img src="/api/v1/media/shops/s/cover.svg" alt=""><h1>Gota Saree House</h1></main></div>',
      ),
    );
    const { container } = render(<FirstScreenFallback />);
    expect(screen.getByRole('heading', { level: 1, name: 'Gota Saree House' })).toBeInTheDocument();
    expect(container.querySelector('img')?.getAttribute('src')).toBe(
      '/api/v1/media/shops/s/cover.svg',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the full-screen logo on a page that came without one (the loading logo of index.html)', () => {
    keepFirstScreen(rootWith('<div role="status" aria-label="Loading Vitrine"></div>'));
    render(<FirstScreenFallback />);
    expect(screen.getByRole('status', { name: 'Loading Vitrine' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
