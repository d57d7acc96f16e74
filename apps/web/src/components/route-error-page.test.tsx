import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryRouter,
  data,
  RouterProvider,
  UNSAFE_ErrorResponseImpl as ErrorResponseImpl,
} from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-error.ts';
import { describeRouteError, RouteErrorPage } from './route-error-page.tsx';

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
    // What the error says, not only the object: a built app's class names are minified.
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith(
        'An unexpected error occurred.',
        'Error: orders service down',
        failure,
      ),
    );
    // The page's title is set in an effect, after the paint the query above saw.
    await waitFor(() => expect(document.title).toBe('Something went wrong · Vitrine'));

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows the not-found page, without Retry, for a 404 from a loader, and logs what was missing', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter(
      [
        {
          path: '/things/:id',
          loader: () => {
            throw data('No thing has this id.', { status: 404 });
          },
          Component: () => <p>never shown</p>,
          ErrorBoundary: () => <RouteErrorPage reload={vi.fn()} />,
        },
      ],
      { initialEntries: ['/things/42'] },
    );
    render(
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>,
    );

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('No thing has this id.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    // The page's title is set in an effect, after the paint the query above saw.
    await waitFor(() => expect(document.title).toBe('Page not found · Vitrine'));
    await waitFor(() =>
      expect(warned).toHaveBeenCalledWith('Not found: /things/42 (404 No thing has this id.)'),
    );
    expect(logged).not.toHaveBeenCalled();
  });

  it('shows the not-found page for an API answer of NOT_FOUND thrown while loading', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = createMemoryRouter([
      {
        path: '/',
        loader: () => {
          throw new ApiError('NOT_FOUND', 'Shop not found', 404);
        },
        Component: () => <p>never shown</p>,
        ErrorBoundary: () => <RouteErrorPage reload={vi.fn()} />,
      },
    ]);
    render(
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>,
    );

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});

describe('describeRouteError', () => {
  it('names a route error response by its status and data, not by its (minified) class', () => {
    expect(
      describeRouteError(new ErrorResponseImpl(404, 'Not Found', 'No order has this id.')),
    ).toBe('404 No order has this id.');
  });

  it('names an error by the name and message it was given in the source', () => {
    expect(describeRouteError(new ApiError('INTERNAL', 'Database down', 500))).toBe(
      'ApiError: Database down',
    );
    expect(describeRouteError('plain words')).toBe('plain words');
    expect(describeRouteError({ code: 7 })).toBe('{"code":7}');
  });
});
