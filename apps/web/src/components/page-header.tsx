import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageMeta } from '../lib/use-page-meta.ts';

type PageHeaderProps = {
  title: string;
  /** One or two sentences; also the page's meta description. */
  description: string;
  children?: ReactNode;
};

/** A page's h1 and introduction; sets the tab title and meta description to match. */
export function PageHeader({ title, description, children }: PageHeaderProps) {
  usePageMeta(title, description);
  return (
    <Stack gap="xs" mb="lg">
      <Title order={1}>{title}</Title>
      <Text c="dimmed" maw={720}>
        {description}
      </Text>
      {children}
    </Stack>
  );
}
