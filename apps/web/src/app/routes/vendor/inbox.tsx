import { PageHeader } from '../../../components/page-header.tsx';
import { useAuth } from '../../../features/auth/hooks/use-auth.ts';
import { ChatInbox } from '../../../features/chat/components/chat-inbox.tsx';

export function VendorInboxRoute() {
  const { userId } = useAuth();
  return (
    <>
      <PageHeader title="Inbox" description="Your customers’ messages, the most recent first." />
      <ChatInbox
        userId={userId}
        side="vendor"
        path="/vendor/inbox"
        empty={{
          title: 'No messages yet',
          body: 'When a customer messages your shop, the conversation appears here.',
        }}
      />
    </>
  );
}
