import '@mantine/core/styles/Table.layer.css';
import { Paper, Skeleton, Table, Text, Title } from '@mantine/core';
import type { ParticipantQuality } from '@vitrine/contracts/meeting-room';
import { ErrorState } from '../../../../components/error-state.tsx';
import { toApiError } from '../../../../lib/api.ts';
import { useGetMeetingQualityQuery } from '../../api/get-meeting-quality.ts';

const ROLE_NAMES: Record<ParticipantQuality['role'], string> = {
  booker: 'customer',
  invitee: 'guest',
  viewer: 'seat holder',
  shop: 'shop',
};

/** 1840 → "1.8 s"; under a second in milliseconds. */
export const formatFirstFrame = (ms: number | null) =>
  ms === null ? 'No picture' : ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;

const percentOf = (part: number, whole: number) =>
  whole === 0 ? '' : ` (${((part / whole) * 100).toFixed(1)}%)`;

/**
 * How the call went for each participant, from their browser's reports: the time from joining to
 * the first picture of the others, whether their video went through the relay (TURN) or straight,
 * and the frames they lost. Empty until someone has been in the call.
 */
export function MeetingQuality({ bookingId }: { bookingId: string }) {
  const { data, error, refetch } = useGetMeetingQualityQuery(bookingId);
  return (
    <Paper withBorder p="md" radius="md" mt="md">
      <Title order={2} size="h4" mb="sm">
        Call quality
      </Title>
      {error ? (
        <ErrorState
          title="We could not load the call quality"
          error={toApiError(error)}
          onRetry={() => void refetch()}
        />
      ) : !data ? (
        <Skeleton height={80} aria-label="Loading the call quality" />
      ) : data.participants.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nobody’s browser reported on this call yet: quality shows here once people have joined.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table aria-label="Call quality by participant">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Participant</Table.Th>
                <Table.Th>First picture after</Table.Th>
                <Table.Th>Connection</Table.Th>
                <Table.Th>Frames lost</Table.Th>
                <Table.Th>Packets lost</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.participants.map((p) => (
                <Table.Tr key={p.participantId}>
                  <Table.Td>
                    {p.name}{' '}
                    <Text span size="xs" c="dimmed">
                      ({ROLE_NAMES[p.role]})
                    </Text>
                  </Table.Td>
                  <Table.Td>{formatFirstFrame(p.firstFrameMs)}</Table.Td>
                  <Table.Td>
                    {p.path === 'relayed'
                      ? 'Relayed'
                      : p.path === 'direct'
                        ? 'Direct'
                        : 'Not connected'}
                    {p.transport === 'sfu' ? ', through the video server' : ''}
                  </Table.Td>
                  <Table.Td>
                    {p.framesDropped} of {p.framesReceived}
                    {percentOf(p.framesDropped, p.framesReceived)}
                  </Table.Td>
                  <Table.Td>{p.packetsLost}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
