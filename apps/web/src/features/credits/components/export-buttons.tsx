import { Button, Group, Text } from '@mantine/core';
import IconDownload from '@tabler/icons-react/dist/esm/icons/IconDownload.mjs';
import type { DownloadFormat } from '@vitrine/contracts/list-query';
import { useState } from 'react';
import { describeApiError } from '../../../lib/api-error.ts';
import { toApiError } from '../../../lib/api.ts';
import {
  useDownloadCreditsListMutation,
  type DownloadCreditsListArgs,
} from '../api/download-credits-list.ts';

type ExportButtonsProps = Omit<DownloadCreditsListArgs, 'format'> & {
  /** What the file holds, for the buttons' names: "credit history". */
  what: string;
  disabled?: boolean;
};

const formats: { format: DownloadFormat; label: string }[] = [
  { format: 'csv', label: 'CSV' },
  { format: 'xlsx', label: 'Excel' },
];

/** Download the whole list (not just this page) as CSV or Excel, with the bearer token. */
export function ExportButtons({ what, disabled, ...list }: ExportButtonsProps) {
  // feedback: the browser saves the file (its download is the confirmation); a failure shows under the buttons
  const [download] = useDownloadCreditsListMutation();
  const [pending, setPending] = useState<DownloadFormat | null>(null);
  const [error, setError] = useState<string | null>(null);

  const save = async (format: DownloadFormat) => {
    setPending(format);
    setError(null);
    try {
      await download({ ...list, format }).unwrap();
    } catch (failure) {
      setError(`The ${what} could not be downloaded. ${describeApiError(toApiError(failure))}`);
    } finally {
      setPending(null);
    }
  };

  return (
    <Group gap="xs" align="center">
      {formats.map(({ format, label }) => (
        <Button
          key={format}
          size="xs"
          variant="default"
          leftSection={<IconDownload size={14} aria-hidden />}
          loading={pending === format}
          disabled={disabled || (pending !== null && pending !== format)}
          onClick={() => void save(format)}
          aria-label={`Download ${label} of your ${what}`}
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
