import { Group, NativeSelect, SegmentedControl, TextInput } from '@mantine/core';
import '@mantine/core/styles/Combobox.layer.css';
import { BOOKING_STATUSES } from '@vitrine/contracts/meetings';
import { SearchField } from '../../../components/search-field.tsx';
import { statusLabels } from '../rules/meeting-status.ts';

export type MeetingFilterState = {
  searchKey: string;
  when: string;
  status: string;
  from: string;
  to: string;
};

type MeetingFiltersProps = {
  state: MeetingFilterState;
  update: (change: Partial<MeetingFilterState>, options?: { typing?: boolean }) => void;
  /** The console's list has no search. */
  withSearch?: boolean;
  labels?: Record<string, string>;
};

export const whenOptions = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'past', label: 'Past' },
  { value: 'all', label: 'All' },
];

/** Upcoming or past, search, status and a date range; every change goes back to page 1. */
export function MeetingFilters({
  state,
  update,
  withSearch = true,
  labels = statusLabels,
}: MeetingFiltersProps) {
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <SegmentedControl
        aria-label="Which meetings"
        data={whenOptions}
        value={state.when || 'upcoming'}
        onChange={(when) => update({ when })}
      />
      {withSearch ? (
        <SearchField
          label="Search"
          placeholder="Shop or person"
          value={state.searchKey}
          onSearch={(searchKey, { typing }) => update({ searchKey }, { typing })}
        />
      ) : null}
      <NativeSelect
        label="Status"
        value={state.status}
        onChange={(event) => update({ status: event.currentTarget.value })}
        data={[
          { value: '', label: 'Any status' },
          ...BOOKING_STATUSES.map((status) => ({ value: status, label: labels[status] ?? status })),
        ]}
      />
      <TextInput
        type="date"
        label="From"
        value={state.from}
        onChange={(event) => update({ from: event.currentTarget.value })}
      />
      <TextInput
        type="date"
        label="To"
        value={state.to}
        onChange={(event) => update({ to: event.currentTarget.value })}
      />
    </Group>
  );
}

/** A date box's day as the API's instants: from its start, to the end of the `to` day (viewer's zone). */
export function dateRangeOf({ from, to }: Pick<MeetingFilterState, 'from' | 'to'>) {
  const valid = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day);
  const end = (day: string) => {
    const date = new Date(`${day}T00:00:00`);
    date.setDate(date.getDate() + 1);
    return date.toISOString();
  };
  return {
    from: valid(from) ? new Date(`${from}T00:00:00`).toISOString() : undefined,
    to: valid(to) ? end(to) : undefined,
  };
}
