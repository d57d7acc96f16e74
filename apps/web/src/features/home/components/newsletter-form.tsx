import { Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { describeApiError } from '../../../lib/api-error.ts';
import { toApiError } from '../../../lib/api.ts';
import { useSubscribeToNewsletterMutation } from '../api/subscribe-newsletter.ts';

/** The browser's own check of an address typed into an email field. */
function emailProblem(input: HTMLInputElement | null, value: string): string | null {
  if (!value.trim()) return 'Enter your email address.';
  if (input && !input.validity.valid) return 'Enter a valid email address, like name@example.com.';
  return null;
}

/** The newsletter: double opt-in, so the answer asks the person to confirm from their inbox. */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<{ email: string; message: string } | null>(null);
  // feedback: the section says the server's answer ("You are subscribed…") in place, or marks the email
  const [subscribe, { isLoading: sending }] = useSubscribeToNewsletterMutation();
  const headingId = useId();

  const submit = async (form: HTMLFormElement) => {
    const input = form.elements.namedItem('email') as HTMLInputElement | null;
    const problem = emailProblem(input, email);
    setFieldError(problem);
    setFormError(null);
    if (problem) {
      input?.focus();
      return;
    }
    try {
      const result = await subscribe({ email: email.trim() }).unwrap();
      setDone({ email: email.trim(), message: result.message });
      setEmail('');
    } catch (error) {
      const apiError = toApiError(error);
      const emailIssue = apiError.fieldIssues.find((issue) => issue.field === 'email');
      if (emailIssue) setFieldError(`Email ${emailIssue.message}`);
      else setFormError(describeApiError(apiError));
    }
  };

  return (
    <Stack
      gap="md"
      component="section"
      aria-labelledby={headingId}
      p={{ base: 'lg', sm: 'xl' }}
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        background: 'var(--mantine-color-gray-0)',
        border: '1px solid var(--mantine-color-gray-3)',
      }}
    >
      <Stack gap={4} maw={640}>
        <Title order={2} id={headingId}>
          New shops and offers, once a month
        </Title>
        <Text c="dimmed">
          One short email a month with new boutiques, festive offers and stitching tips. We send a
          link to confirm your address first, and every email has an unsubscribe link.
        </Text>
      </Stack>
      {done ? (
        <Stack gap={4} role="status">
          <Text fw={600}>Check your inbox to confirm</Text>
          <Text>
            {done.message} Open the email we sent to <strong>{done.email}</strong> and click its
            link; until then you will not get the newsletter.
          </Text>
          <Anchor component="button" type="button" onClick={() => setDone(null)} w="fit-content">
            Use another address
          </Anchor>
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit(event.currentTarget);
          }}
        >
          <Group align="flex-start" gap="sm" maw={560} wrap="wrap">
            <TextInput
              name="email"
              type="email"
              label="Email address"
              autoComplete="email"
              placeholder="name@example.com"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={fieldError}
              leftSection={<IconMail size={16} aria-hidden="true" />}
              style={{ flex: '1 1 240px' }}
            />
            <Button type="submit" loading={sending} mt={{ base: 0, xs: 25 }}>
              Subscribe
            </Button>
          </Group>
          {formError ? (
            <Text c="red.9" size="sm" mt="xs" role="alert">
              {formError}
            </Text>
          ) : null}
        </form>
      )}
    </Stack>
  );
}
