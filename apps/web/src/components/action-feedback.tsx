import { CloseButton, Group, Paper, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { createContext, use, useCallback, useEffect, useState, type ReactNode } from 'react';

/** How long a confirmation stays before it fades (it can be closed sooner). */
const SHOWN_MS = 8000;

type Confirm = (message: string) => void;

const ActionFeedbackContext = createContext<Confirm>(() => {});

/**
 * Says what an action did once the form or dialog that did it has closed ("Meeting cancelled;
 * 30 credits are back in your balance."). One polite live region for the whole app, so a screen
 * reader hears it and a sighted person sees it at the bottom of the screen.
 */
export function ActionFeedbackProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<{ message: string; at: number } | null>(null);
  const confirm = useCallback<Confirm>((message) => setShown({ message, at: Date.now() }), []);
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [shown]);
  return (
    <ActionFeedbackContext value={confirm}>
      {children}
      <div
        aria-live="polite"
        aria-atomic="true"
        data-action-feedback
        style={{
          position: 'fixed',
          insetInline: 0,
          bottom: 'var(--mantine-spacing-md)',
          display: 'flex',
          justifyContent: 'center',
          pointerEvents: 'none',
          zIndex: 400,
        }}
      >
        {shown ? (
          <Paper
            key={shown.at}
            shadow="md"
            withBorder
            radius="md"
            px="md"
            py="sm"
            maw="min(32rem, calc(100vw - 2rem))"
            style={{ pointerEvents: 'auto' }}
          >
            <Group gap="sm" wrap="nowrap">
              <IconCircleCheck size={20} color="var(--mantine-color-teal-8)" aria-hidden />
              <Text size="sm">{shown.message}</Text>
              <CloseButton size="sm" aria-label="Dismiss" onClick={() => setShown(null)} />
            </Group>
          </Paper>
        ) : null}
      </div>
    </ActionFeedbackContext>
  );
}

/** Confirms an action that closed its form or dialog: `confirm('Review saved.')`. */
export const useActionFeedback = (): Confirm => use(ActionFeedbackContext);
