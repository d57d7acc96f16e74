import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorPage } from './route-error-page.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('RouteErrorPage', () => {
  it("logs 'An unexpected error occurred.', says 'Oops!, Something went wrong' and reloads on Retry", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    const failure = new Error('orders service down');
    const router = createMemoryRouter([
      {
        path: '/',
        loader: () => {
          throw failure;
        },
        Component: () => <p>never shown</p>,
        ErrorBoundary: () => <RouteErrorPage reload={reload} />,
      },
    ]);
    render(
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>,
    );

    expect(
      await screen.findByRole('heading', { name: 'Oops!, Something went wrong' }),
    ).toBeInTheDocument();
    // The log is written by an effect, which React may run just after the text is painted.
    await waitFor(() => expect(logged).toHaveBeenCalledWith('An unexpected error occurred.', failure));
    expect(document.title).toBe('Something went wrong · Vitrine');

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
