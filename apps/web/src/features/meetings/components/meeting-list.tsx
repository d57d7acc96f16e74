import { Button, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PagedResults } from '../../../components/paged-results.tsx';
import { countOf } from '../../../lib/format-catalogue.ts';
import { useListSearch } from '../../../lib/use-list-search.ts';
import { useResultsHeading } from '../../../lib/use-results-heading.ts';
import { useListMeetingsQuery, type MeetingListName } from '../api/list-meetings.ts';
import { useNow } from '../hooks/use-now.ts';
import { statusOf, whenOf } from '../rules/meeting-status.ts';
import { MeetingCard } from './meeting-card.tsx';
import { DownloadButtons, listFormats } from '../../../components/download-buttons.tsx';
import { useDownloadMeetingsMutation } from '../api/download-meetings.ts';
import { dateRangeOf, MeetingFilters } from './meeting-filters.tsx';

export const MEETING_PAGE_SIZE = 10;

// 'tab' too: the /user page keeps its open tab in the URL beside the filters.
const filterKeys = ['tab', 'when', 'status', 'from', 'to'] as const;

type MeetingListProps = {
  list: MeetingListName;
  /** One and many of what the list holds: ["meeting", "meetings"]. */
  noun: [string, string];
  /** What to say when nothing at all has been booked or received. */
  emptyText: string;
  emptyActions?: ReactNode;
};

/** One of the customer's meeting lists, with its filters (kept in the URL), pages and download. */
export function MeetingList({ list, noun, emptyText, emptyActions }: MeetingListProps) {
  const { state, update } = useListSearch(filterKeys);
  const now = useNow();
  const when = whenOf(state.when, 'upcoming');
  const filters = {
    list,
    when,
    status: statusOf(state.status),
    searchKey: state.searchKey || undefined,
    ...dateRangeOf(state),
  };
  // feedback: the browser saves the file (its download is the confirmation); a failure shows under the buttons
  const [download] = useDownloadMeetingsMutation();
  const query = useListMeetingsQuery({ ...filters, page: state.page, limit: MEETING_PAGE_SIZE });
  const { ref: heading, goToPage } = useResultsHeading((page) => update({ page }));
  const filtered = Boolean(state.searchKey || state.status || state.from || state.to);
  // "3 upcoming meetings", "No past invitations"; plain with "all".
  const [one, many] = noun.map((word) => (when === 'all' ? word : `${when} ${word}`));
  const icon = <IconCalendarEvent size={24} />;

  const empty = filtered ? (
    <EmptyState
      icon={icon}
      title={`No ${noun[1]} match these filters`}
      actions={
        <Button onClick={() => update({ searchKey: '', status: '', from: '', to: '' })}>
          Clear the filters
        </Button>
      }
    >
      Try another status or dates, or a shorter search.
    </EmptyState>
  ) : (
    <EmptyState icon={icon} title={`No ${many}`} actions={emptyActions}>
      {emptyText}
    </EmptyState>
  );

  return (
    <Stack gap="md">
      <MeetingFilters state={{ ...state, when }} update={update} />
      <Group justify="space-between" align="center">
        <Title order={2} size="h4" ref={heading} tabIndex={-1} aria-live="polite">
          {query.currentData
            ? countOf(query.currentData.total, one!, many!)
            : `Loading your ${noun[1]}…`}
        </Title>
        <DownloadButtons
          choices={listFormats(`your ${noun[1]}`)}
          download={(format) => download({ ...filters, format }).unwrap()}
          failure={`The ${noun[1]} could not be downloaded.`}
        />
      </Group>
      <PagedResults
        query={query}
        page={state.page}
        limit={MEETING_PAGE_SIZE}
        noun={noun}
        errorTitle={`We could not load your ${noun[1]}`}
        icon={icon}
        onPage={goToPage}
        skeleton={
          <Stack gap="sm" aria-hidden="true">
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} height={96} radius="md" />
            ))}
          </Stack>
        }
        empty={empty}
      >
        {(meetings) => (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {meetings.map((meeting) => (
              <MeetingCard
                key={meeting.id}
                meeting={meeting}
                as={list === 'mine' ? 'booker' : 'invitee'}
                now={now}
              />
            ))}
          </Stack>
        )}
      </PagedResults>
    </Stack>
  );
}
