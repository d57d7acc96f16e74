import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import { Select } from '@mantine/core';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { useListMyMeetingsForSupportQuery } from '../api/list-my-meetings.ts';

/** One of my meetings, chosen by shop and time (optional). */
export function MeetingPicker({
  value,
  onChange,
}: {
  value: string;
  onChange: (id: string) => void;
}) {
  const { data, isLoading } = useListMyMeetingsForSupportQuery();
  return (
    <Select
      label="Which meeting? (optional)"
      placeholder={isLoading ? 'Loading your meetings…' : 'Choose a meeting'}
      clearable
      searchable
      data={(data?.items ?? []).map((m) => ({
        value: m.id,
        label: `${m.shopName}, ${formatDateTime(m.startsAt)}`,
      }))}
      value={value || null}
      onChange={(id) => onChange(id ?? '')}
      nothingFoundMessage="No meetings"
    />
  );
}
