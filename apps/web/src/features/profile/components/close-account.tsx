import { Alert, Button, List, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useActionFeedback } from '../../../components/action-feedback.tsx';
import { describeApiError } from '../../../lib/api-error.ts';
import { toApiError } from '../../../lib/api.ts';
import { accountClosed, useDeleteAccountMutation } from '../api/delete-account.ts';
import { useExportAccountMutation } from '../api/export-account.ts';

/**
 * Download my data, then close the account with my password. Says what is kept by law and how
 * many credits are forfeited (`creditBalance`, read by the settings page from credits).
 */
export function CloseAccount({ creditBalance }: { creditBalance: number | undefined }) {
  const dispatch = useDispatch();
  // feedback: the browser saves the file (its download is the confirmation); a failure shows under the buttons
  const [exportAccount, exporting] = useExportAccountMutation();
  const feedback = useActionFeedback();
  const [deleteAccount, deleting] = useDeleteAccountMutation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);

  const download = async () => {
    setExportError(null);
    try {
      await exportAccount().unwrap();
    } catch (failure) {
      setExportError(describeApiError(toApiError(failure)));
    }
  };
  const close = async () => {
    setError(null);
    try {
      await feedback.after(
        deleteAccount({ password }).unwrap(),
        'Your account is closed and you are signed out of Vitrine.',
      );
      dispatch(accountClosed());
    } catch (failure) {
      setError(describeApiError(toApiError(failure)));
    }
  };

  return (
    <Stack gap="md" maw={520}>
      <Stack gap="xs">
        <Text size="sm">Download everything your account holds as a JSON file first.</Text>
        {exportError ? (
          <Alert color="red" variant="light" title="Could not download your data">
            {exportError}
          </Alert>
        ) : null}
        <Button variant="default" w="fit-content" onClick={download} loading={exporting.isLoading}>
          Download my data
        </Button>
      </Stack>
      <Text size="sm" fw={600}>
        Closing your account:
      </Text>
      <List size="sm" spacing={4}>
        <List.Item>signs you out everywhere, and you can no longer sign in;</List.Item>
        <List.Item>deletes your profile, addresses and verified contacts;</List.Item>
        <List.Item>
          {creditBalance === undefined
            ? 'forfeits your credits balance;'
            : `forfeits your ${creditBalance} credit${creditBalance === 1 ? '' : 's'};`}
        </List.Item>
        <List.Item>
          keeps your payments and receipts, as the law requires, without your name.
        </List.Item>
      </List>
      {error ? (
        <Alert color="red" variant="light" title="The account was not closed">
          {error}
        </Alert>
      ) : null}
      <PasswordInput
        label="Your password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.currentTarget.value)}
        maw={320}
      />
      <Button
        color="red"
        w="fit-content"
        onClick={close}
        loading={deleting.isLoading}
        disabled={!password}
      >
        Close my account
      </Button>
    </Stack>
  );
}
