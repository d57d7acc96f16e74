import { Button, Center, Text } from '@mantine/core';
import { ErrorState } from '../../../components/error-state.tsx';
import { toApiError } from '../../../lib/api.ts';

type EarlierMessagesProps = {
  hasEarlier: boolean;
  broughtIn: boolean;
  loading: boolean;
  error: unknown;
  onLoad: () => void;
};

/**
 * The top of a conversation: a way to earlier history while there is some, then where the
 * conversation started. A failed page says why and offers to try again.
 */
export function EarlierMessages({
  hasEarlier,
  broughtIn,
  loading,
  error,
  onLoad,
}: EarlierMessagesProps) {
  if (error !== undefined && !loading) {
    return (
      <li>
        <ErrorState
          title="We could not load the earlier messages"
          error={toApiError(error)}
          onRetry={onLoad}
        />
      </li>
    );
  }
  if (hasEarlier) {
    return (
      <Center component="li">
        <Button variant="subtle" size="xs" onClick={onLoad} loading={loading}>
          Show earlier messages
        </Button>
      </Center>
    );
  }
  if (!broughtIn) return null;
  return (
    <Text component="li" c="dimmed" size="xs" ta="center">
      This is where the conversation started.
    </Text>
  );
}
