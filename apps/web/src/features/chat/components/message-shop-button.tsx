import { Button, Stack, Text } from '@mantine/core';
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
    <Stack gap={4}>
      <Button
        variant="default"
        leftSection={<IconMessageCircle size={18} aria-hidden="true" />}
        loading={isLoading}
        onClick={() => void open()}
        color={isError ? 'red' : undefined}
      >
        {isError ? 'Try messaging again' : 'Message the shop'}
      </Button>
      <Text size="xs" c="dimmed">
        Ask about a dress, a fitting or a meeting
      </Text>
    </Stack>
  );
}
