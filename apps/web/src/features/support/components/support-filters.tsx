import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import { Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import {
  SUPPORT_STATUSES,
  supportStatusLabels,
  type SupportStatus,
} from '@vitrine/contracts/support';
import { DownloadButtons, listFormats } from '../../../components/download-buttons.tsx';
import { useDownloadSupportsMutation } from '../api/download-supports.ts';
import type { SupportFilters as Filters } from '../api/list-supports.ts';

type SupportFiltersProps = { value: Filters; onChange: (value: Filters) => void };

/** Search, status, dates and the download of the filtered list. */
export function SupportFilters({ value, onChange }: SupportFiltersProps) {
  // feedback: the browser saves the file (its download is the confirmation); a failure shows under the buttons
  const [download] = useDownloadSupportsMutation();
  return (
    <Group align="end" gap="sm" wrap="wrap">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm" style={{ flex: 1 }}>
        <TextInput
          label="Search"
          placeholder="Subject or description"
          value={value.searchKey ?? ''}
          onChange={(e) => onChange({ ...value, searchKey: e.currentTarget.value || undefined })}
        />
        <Select
          label="Status"
          placeholder="Any status"
          clearable
          data={SUPPORT_STATUSES.map((s) => ({ value: s, label: supportStatusLabels[s] }))}
          value={value.status ?? null}
          onChange={(status) =>
            onChange({ ...value, status: (status as SupportStatus) ?? undefined })
          }
        />
        <TextInput
          label="From"
          type="date"
          value={value.fromDate ?? ''}
          onChange={(e) => onChange({ ...value, fromDate: e.currentTarget.value || undefined })}
        />
        <TextInput
          label="To"
          type="date"
          value={value.toDate ?? ''}
          onChange={(e) => onChange({ ...value, toDate: e.currentTarget.value || undefined })}
        />
      </SimpleGrid>
      <DownloadButtons
        choices={listFormats()}
        download={(format) => download({ ...value, format }).unwrap()}
        failure="The support requests could not be downloaded."
        size="sm"
      />
    </Group>
  );
}
