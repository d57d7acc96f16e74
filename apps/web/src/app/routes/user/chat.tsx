import { PageHeader } from '../../../components/page-header.tsx';
import { useAuth } from '../../../features/auth/hooks/use-auth.ts';
import { ChatInbox } from '../../../features/chat/components/chat-inbox.tsx';

export function ChatRoute() {
  const { userId } = useAuth();
  return (
    <>
      <PageHeader title="Chat" description="Conversations with the shops you talk to." />
      <ChatInbox
        userId={userId}
        side="customer"
        path="/user/chat"
        empty={{
          title: 'No conversations yet',
          body: 'Open a shop and choose “Message the shop” to ask about a dress, a fitting or a meeting.',
          action: { label: 'Browse shops', to: '/shops' },
        }}
      />
    </>
  );
}
