import { Affix, Alert, Button, Group, Text } from '@mantine/core';
import '@mantine/core/styles/Affix.layer.css';

/**
 * Says so when the server refused this tab's live connection because too many are open (other
 * tabs or windows of Vitrine): pages still work, they just do not update by themselves until
 * a connection is free. The tab retries on its own, slowly; the button tries at once.
 */
export function RealtimeLimitNotice({ retryNow }: { retryNow: () => void }) {
  return (
    <Affix position={{ bottom: 16, left: 16, right: 16 }} zIndex={300}>
      <Alert
        role="status"
        aria-live="polite"
        color="yellow"
        title="Live updates are paused in this tab"
        maw={560}
        mx="auto"
        variant="outline"
      >
        <Group justify="space-between" align="flex-end" gap="sm">
          <Text size="sm">
            Vitrine is open in too many tabs or windows. Close a few and this tab reconnects by
            itself.
          </Text>
          <Button size="xs" variant="light" onClick={retryNow}>
            Try again now
          </Button>
        </Group>
      </Alert>
    </Affix>
  );
}
