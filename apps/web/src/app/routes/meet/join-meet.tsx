import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageHeader } from '../../../components/page-header.tsx';

export function JoinMeetRoute() {
  return (
    <>
      <PageHeader
        title="Join a meeting"
        description="Join a video meeting with a shop from the link in your booking or invitation."
      />
      <ComingSoon
        title="The meeting room"
        summary="This link will take you into the video call it was sent for, with or without a Vitrine account."
        features={[
          'Check your camera and microphone before you go in',
          'Join the call with the shop and the other guests',
          'Mute, turn your camera off, or leave at any time',
        ]}
      />
    </>
  );
}
