import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import type { RoomToken } from '@vitrine/contracts/meetings';
import { useState } from 'react';
import { LinkButton } from '../../../components/link-button.tsx';
import { describeApiError, ApiError } from '../../../lib/api-error.ts';
import { JoinClosedError, type RoomTokenSource } from '../api/room-token.ts';
import { useLocalMedia } from '../hooks/use-local-media.ts';
import { JoinClosedNotice } from './join-closed-notice.tsx';
import type { PinCatalogue } from './pin-picker.tsx';
import type { PinCart } from './pinned-products.tsx';
import { PreJoinScreen } from './pre-join-screen.tsx';
import { RoomScreen } from './room-screen.tsx';

type Phase =
  | {
      kind: 'pre-join';
      joining: boolean;
      problem?: { message: string; opensAt?: string | null; closed?: boolean };
    }
  | { kind: 'room'; token: RoomToken }
  | { kind: 'left' };

/**
 * The meeting room of every door (the invitee's link, the booker's meetings, the shop's console):
 * the pre-join screen, then the call, then a way back.
 */
export function MeetingRoom(props: {
  bookingId: string;
  getToken: RoomTokenSource;
  /** Where "Back" goes after leaving. */
  back: { to: string; label: string };
  pinCatalogue?: PinCatalogue;
  /** Adding a pinned product to the cart (the booker's side). */
  pinCart?: PinCart;
  /** Whether the shop may set a pin's meeting-only price (a meeting's; a trunk show's pins take none). */
  meetingPrices?: boolean;
}) {
  const media = useLocalMedia();
  const [phase, setPhase] = useState<Phase>({ kind: 'pre-join', joining: false });

  const join = () => {
    setPhase({ kind: 'pre-join', joining: true });
    props.getToken().then(
      (token) => setPhase({ kind: 'room', token }),
      (error: unknown) =>
        setPhase({
          kind: 'pre-join',
          joining: false,
          problem:
            error instanceof JoinClosedError
              ? { message: error.message, opensAt: error.opensAt, closed: true }
              : {
                  message:
                    error instanceof ApiError
                      ? describeApiError(error)
                      : 'Could not join. Try again.',
                },
        }),
    );
  };

  if (phase.kind === 'left') {
    return (
      <Stack gap="md" maw={640} mx="auto" align="flex-start">
        <Title order={1} size="h2">
          You left the meeting
        </Title>
        <Text>The products the shop pinned stay with your meeting.</Text>
        <Button
          onClick={() => {
            void media.retry();
            setPhase({ kind: 'pre-join', joining: false });
          }}
        >
          Rejoin
        </Button>
        <LinkButton to={props.back.to} variant="default">
          {props.back.label}
        </LinkButton>
      </Stack>
    );
  }
  if (phase.kind === 'room') {
    return (
      <RoomScreen
        bookingId={props.bookingId}
        token={phase.token}
        getToken={props.getToken}
        media={media}
        onLeft={() => setPhase({ kind: 'left' })}
        pinCatalogue={props.pinCatalogue}
        pinCart={props.pinCart}
        meetingPrices={props.meetingPrices ?? true}
      />
    );
  }
  return (
    <Stack gap="md">
      {phase.problem?.closed ? (
        <JoinClosedNotice opensAt={phase.problem.opensAt ?? null} message={phase.problem.message} />
      ) : (
        phase.problem && (
          <Alert color="red" title="Could not join" role="alert">
            {phase.problem.message}
          </Alert>
        )
      )}
      <PreJoinScreen media={media} joining={phase.joining} onJoin={join} />
    </Stack>
  );
}
