import { Button, Group } from '@mantine/core';

type StepActionsProps = { onBack?: () => void; saving: boolean; nextLabel?: string };

/** Back and "Save and continue" under each step. */
export function StepActions({ onBack, saving, nextLabel = 'Save and continue' }: StepActionsProps) {
  return (
    <Group justify="space-between" mt="md">
      {onBack ? (
        <Button variant="default" onClick={onBack} type="button">
          Back
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" loading={saving}>
        {nextLabel}
      </Button>
    </Group>
  );
}
