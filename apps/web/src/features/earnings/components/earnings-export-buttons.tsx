import { Group } from '@mantine/core';
import type { DownloadFormat } from '@vitrine/contracts/list-query';
import { DownloadFileButton } from '../../../components/download-file-button.tsx';
import { describeApiError } from '../../../lib/api-error.ts';
import { toApiError } from '../../../lib/api.ts';
import { useDownloadEarningsMutation } from '../api/download-earnings.ts';
import type { EarningsFilters } from '../api/get-earnings.ts';

const formats: { format: DownloadFormat; label: string }[] = [
  { format: 'csv', label: 'Download CSV' },
  { format: 'xlsx', label: 'Download Excel' },
];

/** The whole filtered ledger (not just this page) as CSV or Excel. */
export function EarningsExportButtons({ filters }: { filters: EarningsFilters }) {
  // feedback: the browser saves the file (its download is the confirmation); a failure shows under the buttons
  const [download] = useDownloadEarningsMutation();
  return (
    <Group gap="xs" align="flex-start">
      {formats.map(({ format, label }) => (
        <DownloadFileButton
          key={format}
          label={label}
          download={() => download({ ...filters, format }).unwrap()}
          failure="The ledger could not be downloaded."
          describeFailure={(error) => describeApiError(toApiError(error))}
        />
      ))}
    </Group>
  );
}
