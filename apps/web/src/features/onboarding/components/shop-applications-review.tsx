import {
  Badge,
  Button,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/Image.layer.css';
import { IconInbox } from '@tabler/icons-react';
import type { ReviewedApplication } from '@vitrine/contracts/onboarding';
import { useState } from 'react';
import { useActionFeedback } from '../../../components/action-feedback.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListPagination } from '../../../components/list-pagination.tsx';
import { toApiError } from '../../../lib/api.ts';
import { describeApiError } from '../../../lib/api-error.ts';
import { useApproveShopApplicationMutation } from '../api/approve-shop-application.ts';
import { useGetShopApplicationsQuery } from '../api/get-shop-applications.ts';
import { useRejectShopApplicationMutation } from '../api/reject-shop-application.ts';

const LIMIT = 10;
const namesOf = (refs: { name: string }[]) => refs.map((ref) => ref.name).join(', ');

function ApplicationCard({ application }: { application: ReviewedApplication }) {
  const [approve, approving] = useApproveShopApplicationMutation();
  const [reject, rejecting] = useRejectShopApplicationMutation();
  const [rejectOpen, setRejectOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const feedback = useActionFeedback();
  const { shop, business, account, media, applicant, names } = application;
  const name = shop.name ?? business.legalName ?? 'Unnamed shop';

  /** Runs a decision; the card leaves the list, so the confirmation says what happened. */
  const run = async (work: Promise<unknown>) => {
    setError(null);
    try {
      await work;
    } catch (failure) {
      const apiError = toApiError(failure);
      const field = apiError.fieldIssues.find((issue) => issue.field === 'reason');
      if (field) setReasonError(`Reason ${field.message}`);
      else setError(describeApiError(apiError));
    }
  };
  const confirmReject = () => {
    if (!reason.trim()) {
      setReasonError('Say why the application is rejected; the applicant reads it.');
      return;
    }
    setReasonError(null);
    void run(
      feedback.after(
        reject({ id: application.id, reason: reason.trim() }).unwrap(),
        `${name} is rejected; ${applicant.name} is mailed the reason.`,
      ),
    );
  };

  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      component="article"
      aria-labelledby={`app-${application.id}`}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={2} size="h4" id={`app-${application.id}`}>
              {name}
            </Title>
            <Text size="sm" c="dimmed">
              {applicant.name} · {applicant.email}
              {application.submittedAt
                ? ` · submitted ${new Date(application.submittedAt).toLocaleString()}`
                : ''}
            </Text>
          </Stack>
          <Badge variant="light">{application.status}</Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Stack gap={2}>
            <Text size="sm">
              <strong>Business:</strong> {business.legalName} · PAN {business.pan}
              {business.gstin ? ` · GSTIN ${business.gstin}` : ''}
              {business.iec ? ` · IEC ${business.iec}` : ''}
            </Text>
            <Text size="sm">
              <strong>Address:</strong>{' '}
              {[
                business.addressLine1,
                business.addressLine2,
                business.addressCity,
                business.addressState,
              ]
                .filter(Boolean)
                .join(', ')}{' '}
              {business.pinCode}
            </Text>
            <Text size="sm">
              <strong>Contact:</strong> {account.email} · {account.mobile}
            </Text>
            <Text size="sm">
              <strong>Shop:</strong> {shop.city}, {shop.state} · {shop.timeZone}
            </Text>
            <Text size="sm">
              <strong>Sells:</strong>{' '}
              {namesOf([...names.categories, ...names.subCategories]) || 'Not chosen'}
            </Text>
            <Text size="sm">
              <strong>Occasions:</strong> {namesOf(names.occasions) || 'None'}
            </Text>
            <Text size="sm">
              <strong>Languages:</strong> {namesOf(names.languages) || 'Not chosen'}
            </Text>
            <Text size="sm" lineClamp={3}>
              {shop.description}
            </Text>
          </Stack>
          <Group gap="xs" align="flex-start">
            {[media.logo, media.cover, ...media.gallery]
              .filter((image) => image !== null)
              .slice(0, 4)
              .map((image, index) => (
                <Image
                  key={image.id}
                  src={image.url}
                  alt={`${name}: picture ${index + 1}`}
                  w={88}
                  h={88}
                  fit="cover"
                  radius="sm"
                />
              ))}
          </Group>
        </SimpleGrid>
        {error ? (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        ) : null}
        {rejectOpen ? (
          <Stack gap="xs">
            <Textarea
              label="Reason for rejecting"
              description="Mailed to the applicant, who can correct the application and submit it again."
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              error={reasonError}
              rows={3}
              required
              data-autofocus
            />
            <Group gap="xs">
              <Button color="red" onClick={confirmReject} loading={rejecting.isLoading}>
                Reject {name}
              </Button>
              <Button variant="default" onClick={() => setRejectOpen(false)}>
                Cancel
              </Button>
            </Group>
          </Stack>
        ) : (
          <Group gap="xs">
            <Button
              onClick={() =>
                void run(
                  feedback.after(
                    approve({ id: application.id }).unwrap(),
                    `${name} is approved: the shop is open and ${applicant.name} is mailed.`,
                  ),
                )
              }
              loading={approving.isLoading}
            >
              Approve {name}
            </Button>
            <Button variant="default" color="red" onClick={() => setRejectOpen(true)}>
              Reject…
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** Admins: the shop applications waiting for a decision, oldest first, with approve and reject. */
export function ShopApplicationsReview() {
  const [page, setPage] = useState(1);
  const query = useGetShopApplicationsQuery({ status: 'pending', page, limit: LIMIT });

  if (query.isLoading) {
    return (
      <Stack aria-label="Loading applications" aria-busy>
        <Skeleton h={180} />
        <Skeleton h={180} />
      </Stack>
    );
  }
  if (query.error || !query.data) {
    return (
      <ErrorState
        title="Could not load the applications"
        error={toApiError(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const { items, total } = query.data;
  if (total === 0) {
    return (
      <EmptyState icon={<IconInbox size={24} />} title="No applications waiting">
        New shop applications appear here once their applicants submit them.
      </EmptyState>
    );
  }
  return (
    <Stack gap="md">
      {items.map((application) => (
        <ApplicationCard key={application.id} application={application} />
      ))}
      <ListPagination
        page={page}
        limit={LIMIT}
        total={total}
        onChange={setPage}
        noun="applications"
        label="Application pages"
      />
    </Stack>
  );
}
