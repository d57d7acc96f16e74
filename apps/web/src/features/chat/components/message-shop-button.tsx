import { Button } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useStartChatMutation } from '../api/start-chat.ts';

/** Starts (or reopens) my conversation with the shop and goes to it. */
export function MessageShopButton({ shopId }: { shopId: string }) {
  const navigate = useNavigate();
  const [start, { isLoading, isError }] = useStartChatMutation();
  const open = async () => {
    try {
      const group = await start(shopId).unwrap();
      void navigate(`/user/chat?group=${group.groupId}`);
    } catch (error) {
      console.error('Error posting message', error);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconMessageCircle size={18} aria-hidden="true" />}
      loading={isLoading}
      onClick={() => void open()}
      color={isError ? 'red' : undefined}
    >
      {isError ? 'Try messaging again' : 'Message the shop'}
    </Button>
  );
}
