import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type EmptyStateProps = {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  /** Buttons or links that get the person going again. */
  actions?: ReactNode;
  headingOrder?: 2 | 3;
};

/** A list with nothing to show: says why, and what to do next. */
export function EmptyState({ icon, title, children, actions, headingOrder = 2 }: EmptyStateProps) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon variant="light" size={48} radius="xl" aria-hidden="true">
          {icon}
        </ThemeIcon>
        <Title order={headingOrder} size="h4">
          {title}
        </Title>
        <Text c="dimmed" maw={460}>
          {children}
        </Text>
        {actions ? (
          <Group gap="sm" justify="center" mt="xs">
            {actions}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
