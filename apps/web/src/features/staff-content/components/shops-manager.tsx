import {
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuildingStore } from '@tabler/icons-react';
import { shopReasonInputSchema, type StaffShop } from '@vitrine/contracts/staff-content';
import { useState } from 'react';
import { useActionFeedback } from '../../../components/action-feedback.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListPagination } from '../../../components/list-pagination.tsx';
import { toApiError } from '../../../lib/api.ts';
import { describeApiError } from '../../../lib/api-error.ts';
import { labelledResolver } from '../../../lib/form-errors.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { useChangeShopStatusMutation, type ShopChange } from '../api/change-shop-status.ts';
import { useListStaffShopsQuery } from '../api/list-staff-shops.ts';
import { FormAlert } from './form-alert.tsx';
import { ListError, ListLoading } from './list-states.tsx';
import { READABLE_LABEL } from './readable-badge.ts';

const LIMIT = 20;
const reasonLabels = { reason: 'Reason' };
const validateReason = labelledResolver(shopReasonInputSchema, reasonLabels);

/** The reason dialog of a suspension or a reinstatement: the owner reads the reason. */
function ReasonDialog({
  shop,
  action,
  onClose,
}: {
  shop: StaffShop;
  action: 'suspend' | 'reinstate';
  onClose: () => void;
}) {
  const feedback = useActionFeedback();
  const [change] = useChangeShopStatusMutation();
  const form = useForm({ initialValues: { reason: '' }, validate: validateReason });
  const { submit, alert } = useFormSubmit(form, reasonLabels, async ({ reason }) => {
    await feedback.after(
      change({ id: shop.id, action, body: { reason } }).unwrap(),
      action === 'suspend'
        ? `${shop.name} is suspended; its owner is told why.`
        : `${shop.name} is reinstated; its owner is told why.`,
    );
    onClose();
  });
  const verb = action === 'suspend' ? 'Suspend' : 'Reinstate';
  return (
    <Modal opened onClose={onClose} title={`${verb} ${shop.name}`}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            {action === 'suspend'
              ? 'The shop leaves search and its page at once. Its owner gets a notification and a mail with your reason.'
              : 'The shop is back in search at once. Its owner is told, with your reason.'}
          </Text>
          <FormAlert title={`Could not ${action} the shop`} message={alert} />
          <Textarea label="Reason" rows={3} data-autofocus {...form.getInputProps('reason')} />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button
              type="submit"
              color={action === 'suspend' ? 'red' : undefined}
              loading={form.submitting}
            >
              {verb} shop
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function ShopRow({
  shop,
  onReason,
  onProblem,
}: {
  shop: StaffShop;
  onReason: (action: 'suspend' | 'reinstate') => void;
  onProblem: (message: string | null) => void;
}) {
  const feedback = useActionFeedback();
  const [change, changing] = useChangeShopStatusMutation();
  const run = (what: ShopChange) => {
    onProblem(null);
    const done =
      what.action === 'verify'
        ? what.body.verified
          ? `${shop.name} is verified.`
          : `${shop.name} is no longer verified.`
        : what.action === 'premium'
          ? what.body.premium
            ? `${shop.name} is premium.`
            : `${shop.name} is no longer premium.`
          : `${shop.name} is changed.`;
    feedback
      .after(change({ id: shop.id, ...what }).unwrap(), done)
      .catch((failure: unknown) => onProblem(describeApiError(toApiError(failure))));
  };
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Text fw={600}>{shop.name}</Text>
            <Text size="sm" c="dimmed">
              {shop.city}, {shop.state}
              {shop.owners.length > 0 ? ` · ${shop.owners.map((o) => o.email).join(', ')}` : ''}
            </Text>
          </Stack>
          <Group gap={6}>
            {shop.verified ? (
              <Badge variant="light" color="teal" styles={READABLE_LABEL}>
                Verified
              </Badge>
            ) : null}
            {shop.premium ? (
              <Badge variant="light" color="grape" styles={READABLE_LABEL}>
                Premium
              </Badge>
            ) : null}
            {shop.suspendedAt ? (
              <Badge variant="light" color="red" styles={READABLE_LABEL}>
                Suspended
              </Badge>
            ) : null}
          </Group>
        </Group>
        {shop.suspendedAt ? (
          <Text size="sm">
            Suspended {new Date(shop.suspendedAt).toLocaleString()}: {shop.suspensionReason}
          </Text>
        ) : null}
        <Group gap="xs" wrap="wrap">
          <Button
            size="xs"
            variant="default"
            disabled={changing.isLoading}
            onClick={() => run({ action: 'verify', body: { verified: !shop.verified } })}
          >
            {shop.verified ? `Unverify ${shop.name}` : `Verify ${shop.name}`}
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={changing.isLoading}
            onClick={() => run({ action: 'premium', body: { premium: !shop.premium } })}
          >
            {shop.premium ? `End premium for ${shop.name}` : `Make ${shop.name} premium`}
          </Button>
          {shop.suspendedAt ? (
            <Button size="xs" variant="default" onClick={() => onReason('reinstate')}>
              Reinstate {shop.name}…
            </Button>
          ) : (
            <Button size="xs" variant="default" color="red" onClick={() => onReason('suspend')}>
              Suspend {shop.name}…
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** Staff (shops): every shop, suspended ones too, with verify, premium, suspend and reinstate. */
export function ShopsManager() {
  const [search, setSearch] = useState('');
  const [searchKey] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState<'active' | 'suspended' | 'any'>('any');
  const [page, setPage] = useState(1);
  const query = useListStaffShopsQuery({ searchKey, status, page, limit: LIMIT });
  const [dialog, setDialog] = useState<{ shop: StaffShop; action: 'suspend' | 'reinstate' } | null>(
    null,
  );
  const [problem, setProblem] = useState<string | null>(null);

  let list;
  if (query.isLoading) list = <ListLoading label="Loading shops" />;
  else if (query.error || !query.data)
    list = <ListError title="Could not load the shops" query={query} />;
  else if (query.data.total === 0) {
    list = (
      <EmptyState icon={<IconBuildingStore size={24} />} title="No shop matches">
        Try another name, city or owner email, or another status.
      </EmptyState>
    );
  } else {
    list = (
      <Stack gap="sm">
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {query.data.items.map((shop) => (
            <ShopRow
              key={shop.id}
              shop={shop}
              onReason={(action) => setDialog({ shop, action })}
              onProblem={setProblem}
            />
          ))}
        </Stack>
        <ListPagination
          total={query.data.total}
          page={page}
          limit={LIMIT}
          onChange={setPage}
          noun="shops"
        />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label="Search shops"
          placeholder="Name, city or owner email"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: 1, minWidth: 200 }}
        />
        <SegmentedControl
          aria-label="Status"
          value={status}
          onChange={(value) => {
            setStatus(value as typeof status);
            setPage(1);
          }}
          data={[
            { value: 'any', label: 'All' },
            { value: 'active', label: 'Open' },
            { value: 'suspended', label: 'Suspended' },
          ]}
        />
      </Group>
      <FormAlert title="Could not change the shop" message={problem} />
      {list}
      {dialog ? (
        <ReasonDialog shop={dialog.shop} action={dialog.action} onClose={() => setDialog(null)} />
      ) : null}
    </Stack>
  );
}
