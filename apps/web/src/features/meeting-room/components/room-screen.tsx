import { Alert, Loader, Stack, Text } from '@mantine/core';
import type { RoomToken } from '@vitrine/contracts/meetings';
import { useMemo } from 'react';
import type { RoomTokenSource } from '../api/room-token.ts';
import { useCallControls, type CallControls } from '../hooks/use-call-controls.ts';
import type { LocalMedia } from '../hooks/use-local-media.ts';
import { useMeetingRoom, type MeetingRoomState } from '../hooks/use-meeting-room.ts';
import { participantsOf, shopPresent } from '../lib/mesh.ts';
import { CallControlsBar } from './call-controls-bar.tsx';
import { ChatPanel } from './chat-panel.tsx';
import { JoinClosedNotice } from './join-closed-notice.tsx';
import classes from './meeting-room.module.css';
import { HandsPanel } from './hands-panel.tsx';
import { ParticipantList } from './participant-list.tsx';
import type { PinCatalogue } from './pin-picker.tsx';
import { PinnedProducts, type PinCart } from './pinned-products.tsx';
import { VideoGrid } from './video-grid.tsx';

type RoomScreenProps = {
  bookingId: string;
  token: RoomToken;
  getToken: RoomTokenSource;
  media: LocalMedia;
  onLeft: () => void;
  /** The shop's catalogue to pin from (the shop's side only). */
  pinCatalogue?: PinCatalogue;
  /** Adding a pinned product to the cart (the booker's side only). */
  pinCart?: PinCart;
  /** Whether the shop may set a pin's meeting-only price (not in a trunk show). */
  meetingPrices?: boolean;
};

/** The call: videos and controls, with the people, the pins and the chat beside them. */
export function RoomScreen(props: RoomScreenProps) {
  const controls = useCallControls(props.media);
  const room = useMeetingRoom({
    bookingId: props.bookingId,
    firstToken: props.token,
    getToken: props.getToken,
    tracks: controls.tracks,
  });
  return <RoomView {...props} room={room} controls={controls} />;
}

/** What the room shows of its connection (`room`) and this side's devices (`controls`). */
export function RoomView(
  props: Omit<RoomScreenProps, 'getToken' | 'media'> & {
    room: MeetingRoomState;
    controls: CallControls;
  },
) {
  const { room, controls } = props;
  const Catalogue = props.pinCatalogue;
  const preview = useMemo(
    () => (controls.preview ? new MediaStream([controls.preview]) : null),
    [controls.preview],
  );
  const participants = participantsOf(room.mesh);
  const isShop = props.token.role === 'shop';
  const leave = () => {
    // The room says goodbye (with the call's quality) before it closes.
    void room.leave().then(() => {
      controls.stopAll();
      props.onLeft();
    });
  };

  if (room.status.kind === 'full') {
    return (
      <Alert color="orange" title="This meeting is full" role="alert">
        Four people are already in this meeting, the most a meeting holds. Try again when someone
        leaves.
      </Alert>
    );
  }
  if (room.status.kind === 'closed') {
    return <JoinClosedNotice opensAt={room.status.opensAt} message={room.status.message} />;
  }
  return (
    <Stack gap="md">
      {room.status.kind === 'connecting' && (
        <Text c="dimmed" role="status">
          <Loader size="xs" mr="xs" /> Joining the meeting…
        </Text>
      )}
      {room.status.kind === 'reconnecting' && (
        <Alert color="yellow" title="Connection lost" role="status">
          Reconnecting to the meeting… You will be back in as soon as the network returns.
        </Alert>
      )}
      {room.status.kind === 'error' && (
        <Alert color="red" title="Could not stay in the meeting" role="alert">
          {room.status.message}
        </Alert>
      )}
      {room.status.kind === 'in-room' && !shopPresent(room.mesh) && (
        <Alert color="blue" title="Waiting for the shop" role="status">
          The shop has not joined yet. Stay here: the call starts as soon as they arrive.
        </Alert>
      )}
      {(room.notice ?? controls.problem) && (
        <Alert color="orange" withCloseButton onClose={room.dismissNotice} role="alert">
          {room.notice ?? controls.problem}
        </Alert>
      )}
      <div className={classes.layout}>
        <Stack gap="md">
          <VideoGrid
            self={room.mesh.self}
            preview={preview}
            others={participants.slice(1)}
            quality={room.quality}
            streams={room.streams}
          />
          <CallControlsBar controls={controls} onLeave={leave} />
        </Stack>
        <Stack gap="md">
          <ParticipantList participants={participants} selfId={room.mesh.self?.socketId} />
          <PinnedProducts
            pins={room.pins}
            bookingId={props.bookingId}
            onUnpin={isShop ? room.unpin : undefined}
            onSetPrice={isShop && props.meetingPrices !== false ? room.setPinPrice : undefined}
            cart={props.token.role === 'booker' ? props.pinCart : undefined}
          />
          <HandsPanel
            role={props.token.role}
            selfParticipantId={props.token.participantId}
            participants={participants}
            hands={room.hands}
            onRaise={room.raiseHand}
            onLower={room.lowerHand}
            onLetSpeak={room.letSpeak}
            onStop={room.stopSpeaking}
          />
          {isShop && room.shopId && Catalogue && (
            <Catalogue
              shopId={room.shopId}
              pinned={room.pins.map((p) => p.productId)}
              onPin={room.pin}
            />
          )}
          <ChatPanel messages={room.chat} onSend={room.sendChat} />
        </Stack>
      </div>
    </Stack>
  );
}
