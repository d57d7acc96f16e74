import { Button, Stack, Text } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useActionFeedback } from '../../../components/action-feedback.tsx';
import { useStartChatMutation } from '../api/start-chat.ts';

/** Starts (or reopens) my conversation with the shop and goes to it. */
export function MessageShopButton({ shopId }: { shopId: string }) {
  const navigate = useNavigate();
  const feedback = useActionFeedback();
  const [start, { isLoading, isError }] = useStartChatMutation();
  const open = async () => {
    // Success opens the conversation itself; a failure says why.
    const group = await feedback.run(() => start(shopId).unwrap(), {
      failed: 'The conversation with the shop did not open',
    });
    if (group) void navigate(`/user/chat?group=${group.groupId}`);
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
