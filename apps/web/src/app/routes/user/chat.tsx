import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageHeader } from '../../../components/page-header.tsx';

export function ChatRoute() {
  return (
    <>
      <PageHeader title="Chat" description="Conversations with the shops you talk to." />
      <ComingSoon
        title="Your conversations"
        summary="Your chats with shops will be here, the most recent first."
        features={[
          'Message a shop and get answers in real time',
          'See when your messages are delivered and read',
          'Find unread conversations at a glance',
        ]}
      />
    </>
  );
}
