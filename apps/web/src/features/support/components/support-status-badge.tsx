import { Badge } from '@mantine/core';
import { supportStatusLabels, type SupportStatus } from '@vitrine/contracts/support';

const colors: Record<SupportStatus, string> = {
  open: 'blue.8',
  in_progress: 'grape.8',
  waiting_for_customer: 'cyan.9',
  resolved: 'teal.9',
  closed: 'gray.7',
};

export function SupportStatusBadge({ status }: { status: SupportStatus }) {
  return (
    // Filled in dark shades: white text keeps a 4.5:1 contrast (the light variants do not).
    <Badge color={colors[status]} variant="filled">
      {supportStatusLabels[status]}
    </Badge>
  );
}
