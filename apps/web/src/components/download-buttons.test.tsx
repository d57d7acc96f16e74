import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DownloadFormat } from '@vitrine/contracts/list-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-error.ts';
import { DownloadButtons, listFormats } from './download-buttons.tsx';

/** A download that settles when the test says so. */
function controlled() {
  const calls: { format: DownloadFormat; resolve: () => void; reject: (e: unknown) => void }[] = [];
  const download = vi.fn(
    (format: DownloadFormat) =>
      new Promise<void>((resolve, reject) => calls.push({ format, resolve, reject })),
  );
  return { download, calls };
}

function renderButtons(props: Partial<Parameters<typeof DownloadButtons<DownloadFormat>>[0]>) {
  const { download, calls } = controlled();
  render(
    <MantineProvider>
      <DownloadButtons
        choices={listFormats('these orders')}
        download={download}
        failure="The orders could not be downloaded."
        {...props}
      />
    </MantineProvider>,
  );
  return { download, calls };
}

describe('DownloadButtons', () => {
  it('names each format with its list, and shows the shorter text', () => {
    renderButtons({});
    const csv = screen.getByRole('button', { name: 'Download CSV of these orders' });
    expect(csv).toHaveTextContent('Download CSV');
    expect(screen.getByRole('button', { name: 'Download Excel of these orders' })).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('names the buttons by their text when no list is given, and the group when asked', () => {
    renderButtons({ choices: listFormats(), label: 'Download the list' });
    expect(screen.getByRole('group', { name: 'Download the list' })).toContainElement(
      screen.getByRole('button', { name: 'Download CSV' }),
    );
    expect(screen.getByRole('button', { name: 'Download Excel' })).toBeInTheDocument();
  });

  it('shows progress on the file being fetched and holds the others until it is done', async () => {
    const user = userEvent.setup();
    const { download, calls } = renderButtons({});
    const csv = screen.getByRole('button', { name: 'Download CSV of these orders' });
    const excel = screen.getByRole('button', { name: 'Download Excel of these orders' });

    await user.click(excel);
    expect(download).toHaveBeenCalledWith('xlsx');
    expect(excel).toHaveAttribute('data-loading', 'true');
    expect(csv).toBeDisabled();

    calls[0]!.resolve();
    await waitFor(() => expect(csv).toBeEnabled());
    expect(excel).not.toHaveAttribute('data-loading');
    expect(excel).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says why a download failed, and clears that when the next one starts', async () => {
    const user = userEvent.setup();
    const { calls } = renderButtons({});
    await user.click(screen.getByRole('button', { name: 'Download CSV of these orders' }));
    calls[0]!.reject(new ApiError('RATE_LIMITED', 'Too many requests.', 429));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The orders could not be downloaded. Too many attempts. Please wait a minute and try again.',
    );

    await user.click(screen.getByRole('button', { name: 'Download Excel of these orders' }));
    expect(screen.queryByRole('alert')).toBeNull();
    calls[1]!.reject(new ApiError('NOT_FOUND', 'No such shop.', 404));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The orders could not be downloaded. No such shop.',
    );
  });

  it('is reached with Tab and started with Enter or Space', async () => {
    const user = userEvent.setup();
    const { download, calls } = renderButtons({});

    await user.tab();
    expect(screen.getByRole('button', { name: 'Download CSV of these orders' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(download).toHaveBeenLastCalledWith('csv');
    calls[0]!.resolve();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Download Excel of these orders' })).toBeEnabled(),
    );

    await user.tab();
    expect(screen.getByRole('button', { name: 'Download Excel of these orders' })).toHaveFocus();
    await user.keyboard(' ');
    expect(download).toHaveBeenLastCalledWith('xlsx');
    expect(download).toHaveBeenCalledTimes(2);
  });

  it('offers nothing while disabled (an empty list)', async () => {
    const user = userEvent.setup();
    const { download } = renderButtons({ disabled: true });
    const csv = screen.getByRole('button', { name: 'Download CSV of these orders' });
    expect(csv).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Download Excel of these orders' })).toBeDisabled();
    await user.click(csv);
    expect(download).not.toHaveBeenCalled();
  });

  it('offers a single document (a PDF) with the same states', async () => {
    const user = userEvent.setup();
    const download = vi.fn(() =>
      Promise.reject(new ApiError('NOT_FOUND', 'No such invoice.', 404)),
    );
    render(
      <MantineProvider>
        <DownloadButtons
          choices={[{ key: 'pdf', label: 'Download invoice (PDF)' }]}
          download={download}
          failure="The invoice could not be downloaded."
          size="sm"
        />
      </MantineProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Download invoice (PDF)' }));
    expect(download).toHaveBeenCalledWith('pdf');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The invoice could not be downloaded. No such invoice.',
    );
  });
});
