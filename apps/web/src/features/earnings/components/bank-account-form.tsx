import { Button, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import type { BankAccount } from '@vitrine/contracts/earnings';
import { useState, type FormEvent } from 'react';
import { ErrorState } from '../../../components/error-state.tsx';
import { describeApiError } from '../../../lib/api-error.ts';
import { toApiError } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/format-date-time.ts';
import { useGetBankAccountQuery } from '../api/get-bank-account.ts';
import { useSaveBankAccountMutation } from '../api/save-bank-account.ts';

type Field = 'holderName' | 'accountNumber' | 'ifsc';
type Values = Record<Field, string>;

const empty: Values = { holderName: '', accountNumber: '', ifsc: '' };

function SavedAccount({ account }: { account: BankAccount }) {
  return (
    <Stack gap={2}>
      <Text size="sm">
        Payouts go to <strong>{account.holderName}</strong>, account{' '}
        <strong>{account.accountNumberMasked}</strong>, IFSC <strong>{account.ifsc}</strong>.
      </Text>
      <Text size="xs" c="dimmed">
        Saved on {formatDate(account.updatedAt)}.
      </Text>
    </Stack>
  );
}

/** The account payouts go to: shown masked once saved; the full number is never shown again. */
export function BankAccountForm({ shopId }: { shopId: string }) {
  const query = useGetBankAccountQuery({ shopId });
  // feedback: "Bank account saved." (status), or the fields marked and the problem stated
  const [save, { isLoading }] = useSaveBankAccountMutation();
  const [values, setValues] = useState<Values>(empty);
  const [fieldErrors, setFieldErrors] = useState<Partial<Values>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);

  const change = (field: Field) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setSaved(false);
    try {
      await save({ shopId, ...values }).unwrap();
      setValues(empty);
      setFieldErrors({});
      setEditing(false);
      setSaved(true);
    } catch (failure) {
      const error = toApiError(failure);
      const byField: Partial<Values> = {};
      for (const issue of error.fieldIssues) {
        // "ifsc" or "body.ifsc": the field is the last part.
        const field = issue.field.split('.').at(-1);
        if (field === 'holderName' || field === 'accountNumber' || field === 'ifsc') {
          byField[field] ??= issue.message;
        }
      }
      setFieldErrors(byField);
      if (Object.keys(byField).length === 0) {
        setProblem(`The bank account was not saved. ${describeApiError(error)}`);
      }
    }
  };

  const account = query.data?.bankAccount ?? null;
  const showForm = query.data !== undefined && (account === null || editing);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="bank-account-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="bank-account-title">
          Bank account
        </Title>
        {query.isLoading ? <Skeleton height={60} aria-hidden="true" /> : null}
        {query.error && !query.data ? (
          <ErrorState
            title="We could not load your bank account"
            error={toApiError(query.error)}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : null}
        {saved ? (
          <Text size="sm" c="teal.9" role="status">
            Bank account saved.
          </Text>
        ) : null}
        {account && !editing ? (
          <Stack gap="xs" align="flex-start">
            <SavedAccount account={account} />
            <Button variant="default" size="xs" onClick={() => setEditing(true)}>
              Change bank account
            </Button>
          </Stack>
        ) : null}
        {query.data && !account ? (
          <Text size="sm">Add the account payouts should go to; you can change it later.</Text>
        ) : null}
        {showForm ? (
          <form onSubmit={(event) => void submit(event)} noValidate>
            <Stack gap="sm" maw={420}>
              <TextInput
                label="Account holder name"
                required
                autoComplete="name"
                value={values.holderName}
                onChange={change('holderName')}
                error={fieldErrors.holderName}
              />
              <TextInput
                label="Account number"
                required
                inputMode="numeric"
                autoComplete="off"
                description="9 to 18 digits"
                value={values.accountNumber}
                onChange={change('accountNumber')}
                error={fieldErrors.accountNumber}
              />
              <TextInput
                label="IFSC"
                required
                autoComplete="off"
                description="Like HDFC0001234"
                value={values.ifsc}
                onChange={change('ifsc')}
                error={fieldErrors.ifsc}
              />
              {problem ? (
                <Text size="sm" c="red.9" role="alert">
                  {problem}
                </Text>
              ) : null}
              <Stack gap="xs" align="flex-start">
                <Button type="submit" loading={isLoading}>
                  Save bank account
                </Button>
                {editing ? (
                  <Button variant="subtle" size="xs" onClick={() => setEditing(false)}>
                    Keep the saved account
                  </Button>
                ) : null}
              </Stack>
            </Stack>
          </form>
        ) : null}
      </Stack>
    </Paper>
  );
}
