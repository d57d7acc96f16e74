import { Alert, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { StaffPermission } from '@vitrine/contracts/staff';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useActionFeedback } from '../../../components/action-feedback.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { describeApiError } from '../../../lib/api-error.ts';
import { toApiError } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { useGetEmployeeQuery } from '../api/get-employee.ts';
import { useRemoveEmployeeMutation } from '../api/remove-employee.ts';
import { useUpdateEmployeeMutation } from '../api/update-employee.ts';
import { AreaCheckboxes } from './area-checkboxes.tsx';

/** /staff/employees/:id (admins): one employee, their areas to change, and removal. */
export function EmployeeDetail({ id }: { id: string }) {
  const employee = useGetEmployeeQuery(id);
  // feedback: "Areas saved; they apply to the employee's next request." (status), or the alert below
  const [update, updating] = useUpdateEmployeeMutation();
  const feedback = useActionFeedback();
  const [remove, removing] = useRemoveEmployeeMutation();
  const [areas, setAreas] = useState<StaffPermission[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [saved, setSaved] = useState(false);
  const navigate = useNavigate();
  useEffect(() => {
    if (employee.data) setAreas(employee.data.permissions);
  }, [employee.data]);

  if (employee.error && !employee.isFetching) {
    return (
      <>
        <PageHeader title="Employee" description="One employee of Vitrine and their areas." />
        <ErrorState
          title="We could not load this employee"
          error={toApiError(employee.error)}
          onRetry={() => void employee.refetch()}
        />
      </>
    );
  }
  const data = employee.data;
  if (!data) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading the employee">
        <Skeleton h={36} w={240} />
        <Skeleton h={120} />
      </Stack>
    );
  }
  const failure = updating.error ?? removing.error;
  return (
    <Stack gap="md">
      <PageHeader
        title={data.name}
        description={`${data.email} · employee since ${formatDateTime(data.createdAt)}`}
      />
      {data.removedAt ? (
        <Text>Removed {formatDateTime(data.removedAt)}; what they did stays in the audit log.</Text>
      ) : (
        <>
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <AreaCheckboxes
                value={areas}
                onChange={(next) => {
                  setAreas(next);
                  setSaved(false);
                }}
              />
              <Button
                w="fit-content"
                loading={updating.isLoading}
                onClick={async () => {
                  const result = await update({ id, permissions: areas });
                  setSaved(!('error' in result));
                }}
              >
                Save areas
              </Button>
              {saved ? (
                <Text role="status" c="teal.9" size="sm">
                  Areas saved; they apply to the employee&apos;s next request.
                </Text>
              ) : null}
            </Stack>
          </Paper>
          {confirming ? (
            <Alert color="red" title={`Remove ${data.name}?`}>
              <Stack gap="sm">
                <Text size="sm">They lose every area and the staff console at once.</Text>
                <Group gap="sm">
                  <Button
                    color="red"
                    loading={removing.isLoading}
                    onClick={async () => {
                      // The page leaves for the list, so the confirmation travels with it.
                      const removed = await feedback
                        .after(
                          remove(id).unwrap(),
                          `${data.name} is removed; they no longer have the staff console.`,
                        )
                        .then(
                          () => true,
                          () => false, // the alert below says why
                        );
                      if (removed) void navigate('/staff/employees');
                    }}
                  >
                    Remove {data.name}
                  </Button>
                  <Button variant="default" onClick={() => setConfirming(false)}>
                    Cancel
                  </Button>
                </Group>
              </Stack>
            </Alert>
          ) : (
            <Button
              variant="default"
              color="red"
              w="fit-content"
              onClick={() => setConfirming(true)}
            >
              Remove employee…
            </Button>
          )}
        </>
      )}
      {failure ? (
        <Alert color="red" role="alert" title="Nothing was changed">
          {describeApiError(toApiError(failure))}
        </Alert>
      ) : null}
    </Stack>
  );
}
