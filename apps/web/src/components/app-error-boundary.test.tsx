import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from './app-error-boundary.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error('The currency list is missing INR');
}

describe('AppErrorBoundary', () => {
  it('shows a full-height error view with the error message when rendering throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    const view = screen.getByRole('alert');
    expect(view).toHaveTextContent('The currency list is missing INR');
    expect(view).toHaveStyle({ minHeight: '100dvh' });
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
