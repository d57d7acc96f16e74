import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import type { Address } from '@vitrine/contracts/account';
import { useState } from 'react';
import { useActionFeedback } from '../../../components/action-feedback.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListLoading } from '../../../components/list-state.tsx';
import { describeApiError } from '../../../lib/api-error.ts';
import { toApiError } from '../../../lib/api.ts';
import { useDeleteAddressMutation } from '../api/delete-address.ts';
import { useListAddressesQuery } from '../api/list-addresses.ts';
import { useMarkDefaultAddressMutation } from '../api/mark-default-address.ts';
import { AddressForm } from './address-form.tsx';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

function AddressCard({ address, onFailure }: { address: Address; onFailure: (m: string) => void }) {
  const [markDefault, marking] = useMarkDefaultAddressMutation();
  const [remove, removing] = useDeleteAddressMutation();
  const [editing, setEditing] = useState(false);
  const feedback = useActionFeedback();
  const run = async (work: Promise<unknown>) => {
    try {
      await work;
    } catch (error) {
      onFailure(describeApiError(toApiError(error)));
    }
  };
  const headingId = `address-${address.id}`;
  if (editing) {
    return (
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
        <Stack gap="md">
          <Title order={2} size="h4" id={headingId}>
            Edit {address.name}
          </Title>
          <AddressForm address={address} onDone={() => setEditing(false)} />
        </Stack>
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={headingId}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} id={headingId}>
            {address.name}
          </Text>
          {address.isDefault ? <Badge variant="light">Default</Badge> : null}
        </Group>
        <Text size="sm">
          {[address.line1, address.line2, address.landmark].filter(Boolean).join(', ')}
        </Text>
        <Text size="sm">
          {address.city}, {address.state} {address.postalCode},{' '}
          {regionNames.of(address.country) ?? address.country}
        </Text>
        <Text size="sm" c="dimmed">
          {address.phone}
        </Text>
        <Group gap="xs" mt="xs">
          {address.isDefault ? null : (
            <Button
              size="xs"
              variant="light"
              loading={marking.isLoading}
              onClick={() =>
                run(
                  feedback.after(
                    markDefault(address.id).unwrap(),
                    `${address.name} is now your default address.`,
                  ),
                )
              }
              aria-describedby={headingId}
            >
              Make default
            </Button>
          )}
          <Button
            size="xs"
            variant="default"
            onClick={() => setEditing(true)}
            aria-describedby={headingId}
          >
            Edit
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            loading={removing.isLoading}
            onClick={() =>
              run(
                feedback.after(
                  remove(address.id).unwrap(),
                  `The address ${address.name} is deleted.`,
                ),
              )
            }
            aria-describedby={headingId}
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** /user/address: my delivery addresses, the default first; add, edit, make default, delete. */
export function AddressBook() {
  const { data, error, isLoading, isError, isFetching, refetch } = useListAddressesQuery();
  const [adding, setAdding] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (isLoading) return <ListLoading label="Loading your addresses" rows={3} />;
  if (isError || !data) {
    return (
      <ErrorState
        title="We could not load your addresses"
        error={toApiError(error)}
        onRetry={refetch}
        retrying={isFetching}
      />
    );
  }
  return (
    <Stack gap="lg">
      {failure ? (
        <Alert
          color="red"
          variant="light"
          title="That did not work"
          withCloseButton
          onClose={() => setFailure(null)}
        >
          {failure}
        </Alert>
      ) : null}
      {adding ? (
        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="new-address">
          <Stack gap="md">
            <Title order={2} size="h4" id="new-address">
              New address
            </Title>
            <AddressForm onDone={() => setAdding(false)} />
          </Stack>
        </Paper>
      ) : (
        <Button w="fit-content" onClick={() => setAdding(true)}>
          Add an address
        </Button>
      )}
      {data.items.length === 0 ? (
        adding ? null : (
          <EmptyState icon={<IconMapPin aria-hidden="true" />} title="No addresses yet">
            Add the address your orders should be delivered to. The first one becomes your default.
          </EmptyState>
        )
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {data.items.map((address) => (
            <AddressCard key={address.id} address={address} onFailure={setFailure} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
