import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { CodeInput } from '../../../components/code-input.tsx';
import { describeApiError } from '../../../lib/api-error.ts';
import { toApiError } from '../../../lib/api.ts';
import { useSendCodeMutation } from '../api/send-code.ts';
import { useVerifyCodeMutation } from '../api/verify-code.ts';

type Props = {
  channel: 'email' | 'mobile';
  /** The label of the address or number input. */
  label: string;
  initial: string;
  /** What a verified value means, shown once it worked. */
  doneMessage: string;
};

/**
 * Two steps: send a 6-digit code to an address or number, then type it. Used for the email
 * change (the code goes to the new address) and the mobile number.
 */
export function CodeVerification({ channel, label, initial, doneMessage }: Props) {
  const [target, setTarget] = useState(initial);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  // feedback: the code field appears for the address the code went to; a failure shows in the alert
  const [sendCode, sending] = useSendCodeMutation();
  // feedback: the done message replaces the code field (status); a wrong code shows in the alert
  const [verifyCode, verifying] = useVerifyCodeMutation();
  const body = (value: string) =>
    channel === 'email' ? { channel, email: value } : { channel, mobile: value };

  const send = async () => {
    setError(null);
    setDone(false);
    try {
      await sendCode(body(target)).unwrap();
      setSentTo(target);
      setCode('');
    } catch (failure) {
      setError(describeApiError(toApiError(failure)));
    }
  };
  const verify = async () => {
    if (!sentTo) return;
    setError(null);
    try {
      await verifyCode({ ...body(sentTo), code }).unwrap();
      setDone(true);
      setSentTo(null);
    } catch (failure) {
      setError(describeApiError(toApiError(failure)));
    }
  };

  return (
    <Stack gap="sm" maw={420}>
      {done ? (
        <Alert color="teal" variant="light" role="status" title="Verified">
          {doneMessage}
        </Alert>
      ) : null}
      {error ? (
        <Alert color="red" variant="light" title="That did not work">
          {error}
        </Alert>
      ) : null}
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={label}
          type={channel === 'email' ? 'email' : 'tel'}
          autoComplete={channel === 'email' ? 'email' : 'tel'}
          value={target}
          onChange={(event) => setTarget(event.currentTarget.value)}
          style={{ flex: '1 1 14rem' }}
        />
        <Button
          variant="light"
          onClick={send}
          loading={sending.isLoading}
          disabled={!target.trim()}
        >
          {sentTo ? 'Send a new code' : 'Send a code'}
        </Button>
      </Group>
      {sentTo ? (
        <Stack gap="xs">
          <Text size="sm" id={`${channel}-code-help`}>
            We sent a 6-digit code to {sentTo}. It works for 10 minutes.
          </Text>
          <Group gap="sm" align="center">
            <CodeInput
              length={6}
              type="number"
              oneTimeCode
              value={code}
              onChange={setCode}
              label={`The code sent to ${sentTo}`}
              aria-describedby={`${channel}-code-help`}
            />
            <Button onClick={verify} loading={verifying.isLoading} disabled={code.length !== 6}>
              Verify
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Stack>
  );
}
