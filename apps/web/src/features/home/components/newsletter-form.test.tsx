import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderScreen } from '../../../test/render-app.tsx';
import { NewsletterForm } from './newsletter-form.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

const confirmation =
  'Thanks! If this address is not subscribed yet, we have sent it a link to confirm.';

describe('the newsletter form', () => {
  it('checks the address before sending it', async () => {
    const { spy } = stubFetch({});
    const user = userEvent.setup();
    renderScreen(<NewsletterForm />);

    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
      'Enter your email address.',
    );
    await user.type(screen.getByLabelText('Email address'), 'asha@');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
      'Enter a valid email address, like name@example.com.',
    );
    expect(spy).not.toHaveBeenCalled();
  });

  it('subscribes and asks the person to confirm from their inbox (double opt-in)', async () => {
    const { seen } = stubFetch({
      'POST /api/v1/public/subscribe': () => json({ message: confirmation }, { status: 202 }),
    });
    const user = userEvent.setup();
    renderScreen(<NewsletterForm />);

    await user.type(screen.getByLabelText('Email address'), ' asha@example.com ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Check your inbox to confirm');
    expect(status).toHaveTextContent(confirmation);
    expect(status).toHaveTextContent('asha@example.com');
    expect(seen[0]?.body).toEqual({ email: 'asha@example.com' });
  });

  it('shows the server’s reason beside the field, and a throttled attempt above it', async () => {
    let calls = 0;
    stubFetch({
      'POST /api/v1/public/subscribe': () => {
        calls += 1;
        return calls === 1
          ? json(
              {
                error: {
                  code: 'VALIDATION_FAILED',
                  message: 'Invalid body',
                  details: [{ field: 'email', message: 'must be a valid email address' }],
                },
              },
              { status: 400 },
            )
          : json({ error: { code: 'RATE_LIMITED', message: 'Slow down' } }, { status: 429 });
      },
    });
    const user = userEvent.setup();
    renderScreen(<NewsletterForm />);

    await user.type(screen.getByLabelText('Email address'), 'asha@example.invalid');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Email must be a valid email address')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a minute and try again.',
    );
  });
});
