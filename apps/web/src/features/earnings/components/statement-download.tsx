import { Group, NativeSelect } from '@mantine/core';
import '@mantine/core/styles/Combobox.layer.css';
import { useState } from 'react';
import { DownloadButtons } from '../../../components/download-buttons.tsx';
import { useDownloadStatementMutation } from '../api/download-statement.ts';

/** This month and the eleven before it, yyyy-mm (UTC), newest first. */
export function recentMonths(now = new Date(), count = 12) {
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - index, 1));
    return {
      value: date.toISOString().slice(0, 7),
      label: date.toLocaleDateString('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
    };
  });
}

const pdf = [{ key: 'pdf', label: 'Download statement (PDF)' }] as const;

/** A month's statement (totals, commission, GST on it, fees and payouts) as a PDF. */
export function StatementDownload({ shopId }: { shopId: string }) {
  const months = recentMonths();
  const [month, setMonth] = useState(months[0]!.value);
  // feedback: the browser saves the file (its download is the confirmation); a failure shows under the buttons
  const [download] = useDownloadStatementMutation();
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <NativeSelect
        label="Statement month"
        value={month}
        onChange={(event) => setMonth(event.currentTarget.value)}
        data={months}
      />
      <DownloadButtons
        choices={pdf}
        download={() => download({ shopId, month }).unwrap()}
        failure="The statement could not be downloaded."
        size="sm"
      />
    </Group>
  );
}
