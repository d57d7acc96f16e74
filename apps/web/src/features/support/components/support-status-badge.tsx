import { Badge } from '@mantine/core';
import { supportStatusLabels, type SupportStatus } from '@vitrine/contracts/support';

const colors: Record<SupportStatus, string> = {
  open: 'blue',
  in_progress: 'grape',
  waiting_for_customer: 'orange',
  resolved: 'teal',
  closed: 'gray',
};

export function SupportStatusBadge({ status }: { status: SupportStatus }) {
  return (
    <Badge color={colors[status]} variant="light">
      {supportStatusLabels[status]}
    </Badge>
  );
}
