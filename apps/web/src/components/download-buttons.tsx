import { Button, Group, Text } from '@mantine/core';
import IconDownload from '@tabler/icons-react/dist/esm/icons/IconDownload.mjs';
import type { DownloadFormat } from '@vitrine/contracts/list-query';
import { useState } from 'react';
import { describeApiError } from '../lib/api-error.ts';
import { toApiError } from '../lib/api.ts';

/** One file the buttons offer: `label` is the button's text, `name` its accessible name when longer. */
export type DownloadChoice<Key extends string> = { key: Key; label: string; name?: string };

/**
 * A whole list as CSV and as Excel. `of` ends the buttons' accessible names where the button's
 * text alone would not say which list ("Download CSV of these orders").
 */
export function listFormats(of?: string): DownloadChoice<DownloadFormat>[] {
  return [
    { key: 'csv', label: 'Download CSV', name: of ? `Download CSV of ${of}` : undefined },
    { key: 'xlsx', label: 'Download Excel', name: of ? `Download Excel of ${of}` : undefined },
  ];
}

type DownloadButtonsProps<Key extends string> = {
  /** The files on offer, one button each, in this order. */
  choices: readonly DownloadChoice<Key>[];
  /** Fetches the file (with the bearer token) and hands it to the browser; rejects with why not. */
  download: (key: Key) => Promise<unknown>;
  /** What the alert says before the reason when a download fails: "The orders could not be downloaded." */
  failure: string;
  disabled?: boolean;
  /** Names the buttons as a group where the heading beside them does not ("Download the list"). */
  label?: string;
  /** `xs` beside a list's heading or filters, `sm` for a document on its own (an invoice PDF). */
  size?: 'xs' | 'sm';
};

/**
 * The one control for files the API sends only with the bearer token: a button per file, the one
 * being fetched shows progress while the others wait, and a failure is announced with its reason
 * until the next try. Plain buttons, so Tab reaches them and Enter or Space starts a download.
 */
export function DownloadButtons<Key extends string>({
  choices,
  download,
  failure,
  disabled = false,
  label,
  size = 'xs',
}: DownloadButtonsProps<Key>) {
  const [pending, setPending] = useState<Key | null>(null);
  const [error, setError] = useState<string | null>(null);

  const save = async (key: Key) => {
    setPending(key);
    setError(null);
    try {
      await download(key);
    } catch (reason) {
      setError(`${failure} ${describeApiError(toApiError(reason))}`);
    } finally {
      setPending(null);
    }
  };

  return (
    <Group gap="xs" align="center" role={label ? 'group' : undefined} aria-label={label}>
      {choices.map(({ key, label, name }) => (
        <Button
          key={key}
          size={size}
          variant="default"
          leftSection={<IconDownload size={size === 'xs' ? 14 : 16} aria-hidden />}
          loading={pending === key}
          disabled={disabled || (pending !== null && pending !== key)}
          onClick={() => void save(key)}
          aria-label={name}
        >
          {label}
        </Button>
      ))}
      {error ? (
        <Text size="sm" c="red.9" role="alert" w="100%">
          {error}
        </Text>
      ) : null}
    </Group>
  );
}
