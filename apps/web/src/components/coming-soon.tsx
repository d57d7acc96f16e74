import { Badge, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';

type ComingSoonProps = {
  /** What this panel is about, e.g. "Your orders". */
  title: string;
  /** What will be here, in a sentence. */
  summary: string;
  /** The things a person will be able to do here. */
  features: string[];
};

/**
 * An honest placeholder for a screen whose feature is not built yet: it says what will be
 * here, and shows no made-up data.
 */
export function ComingSoon({ title, summary, features }: ComingSoonProps) {
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Badge variant="outline" color="gray.8" w="fit-content">
          Coming soon
        </Badge>
        <Title order={2} size="h3" id={titleId}>
          {title}
        </Title>
        <Text>{summary}</Text>
        <Text fw={600} size="sm">
          What you will be able to do here
        </Text>
        <List spacing={4} size="sm">
          {features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
