import { Divider } from '@mantine/core';
import type { Ref } from 'react';

type ConversationDividerProps = {
  label: string;
  /** "New messages" is red (its words red 9, 5.4:1 on white); a day is grey. */
  tone?: 'day' | 'new';
  ref?: Ref<HTMLLIElement>;
};

/**
 * A line across the conversation with a word in it: where a new day starts ("Today",
 * "Yesterday", "Monday", "20 Nov"), or where the messages I had not read start.
 */
export function ConversationDivider({ label, tone = 'day', ref }: ConversationDividerProps) {
  const red = tone === 'new';
  return (
    <li ref={ref} data-divider={tone}>
      <Divider
        color={red ? 'red.6' : undefined}
        label={label}
        labelPosition="center"
        styles={{
          label: {
            fontSize: 'var(--mantine-font-size-xs)',
            color: red ? 'var(--mantine-color-red-9)' : undefined,
          },
        }}
      />
    </li>
  );
}
