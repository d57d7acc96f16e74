import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { DownloadFormat } from '@vitrine/contracts/list-query';
import IconDownload from '@tabler/icons-react/dist/esm/icons/IconDownload.mjs';
import type { Ref } from 'react';
import { countOf } from '../../../lib/format-catalogue.ts';

type ShopResultsHeaderProps = {
  ref: Ref<HTMLHeadingElement>;
  /** The total of the last answer; undefined while the first one loads or after a failure. */
  total: number | undefined;
  failed: boolean;
  searchKey: string;
  /** The words as searched, when the search corrected a typo in them. */
  correctedSearchKey: string | undefined;
  /** The address of the whole filtered list as a file, per format. */
  downloadHref: (format: DownloadFormat) => string;
  noun: [string, string];
};

const formats: { format: DownloadFormat; label: string }[] = [
  { format: 'csv', label: 'CSV' },
  { format: 'xlsx', label: 'Excel' },
];

/**
 * How many were found and for what ("Showing results for lehenga" when a typo was corrected),
 * and the whole filtered list (every page) to download. The list is public, so the downloads
 * are plain links: the server names the file.
 */
export function ShopResultsHeader({
  ref,
  total,
  failed,
  searchKey,
  correctedSearchKey,
  downloadHref,
  noun,
}: ShopResultsHeaderProps) {
  let heading = `Finding ${noun[1]}…`;
  if (total !== undefined) {
    heading = `${countOf(total, noun[0], noun[1])}${searchKey ? ` for “${searchKey}”` : ''}`;
  } else if (failed) {
    heading = `The ${noun[1]} could not be shown`;
  }
  return (
    <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
      <Stack gap={2} style={{ flex: '1 1 240px' }} aria-live="polite">
        <Title order={2} size="h4" ref={ref} tabIndex={-1}>
          {heading}
        </Title>
        {total !== undefined && correctedSearchKey ? (
          <Text size="sm">
            Showing results for{' '}
            <Text span fw={700} fs="italic">
              {correctedSearchKey}
            </Text>
          </Text>
        ) : null}
      </Stack>
      {total ? (
        <Group gap="xs" role="group" aria-label={`Download these ${noun[1]}`}>
          {formats.map(({ format, label }) => (
            <Button
              key={format}
              component="a"
              href={downloadHref(format)}
              download
              size="xs"
              variant="default"
              leftSection={<IconDownload size={14} aria-hidden="true" />}
            >
              {`Download ${label}`}
            </Button>
          ))}
        </Group>
      ) : null}
    </Group>
  );
}
