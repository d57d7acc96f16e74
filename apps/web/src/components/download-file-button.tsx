import { Button, Stack, Text } from '@mantine/core';
import IconDownload from '@tabler/icons-react/dist/esm/icons/IconDownload.mjs';
import { useState } from 'react';

type DownloadFileButtonProps = {
  label: string;
  /** Fetches the file and hands it to the browser; rejects with the reason it could not. */
  download: () => Promise<unknown>;
  /** What the alert says when the download fails, before the reason. */
  failure: string;
  describeFailure: (error: unknown) => string;
};

/** A button that downloads a file the API sends only with the bearer token (an invoice PDF). */
export function DownloadFileButton({
  label,
  download,
  failure,
  describeFailure,
}: DownloadFileButtonProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    setPending(true);
    setError(null);
    try {
      await download();
    } catch (reason) {
      setError(`${failure} ${describeFailure(reason)}`);
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack gap={4} align="flex-start">
      <Button
        variant="default"
        size="sm"
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={pending}
        onClick={() => void save()}
      >
        {label}
      </Button>
      {error ? (
        <Text size="sm" c="red.9" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
