import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderScreen } from '../../../test/render-app.tsx';
import { expectNoAxeViolations, signedInEmployee } from '../staff-test-data.ts';
import { BroadcastForm } from './broadcast-form.tsx';

afterEach(() => vi.restoreAllMocks());

describe('BroadcastForm', () => {
  it('needs a title and a path-only link, then sends a user-general broadcast and says so', async () => {
    const { seen } = stubFetch({
      'POST /api/v1/admin/notifications/broadcast': () =>
        json({ id: '3f2e1d0c-9b8a-4c7d-8e6f-5a4b3c2d1e0f' }, { status: 201 }),
    });
    const { container } = renderScreen(<BroadcastForm />, {
      path: '/staff/broadcasts',
      auth: signedInEmployee,
    });
    await expectNoAxeViolations(container);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Message'), 'Shops open late all week.');
    await user.type(screen.getByLabelText(/^Link/), 'https://elsewhere.example');
    await user.click(screen.getByRole('button', { name: 'Send broadcast' }));
    expect(await screen.findByText(/Link must be a path inside the app/)).toBeInTheDocument();
    expect(seen).toEqual([]);

    await user.type(screen.getByLabelText('Title'), 'Festive hours');
    await user.clear(screen.getByLabelText(/^Link/));
    await user.type(screen.getByLabelText(/^Link/), '/offers');
    await user.click(screen.getByLabelText(/Everyone/));
    await user.click(screen.getByRole('button', { name: 'Send broadcast' }));
    expect(await screen.findByText('Broadcast sent')).toBeInTheDocument();
    await waitFor(() =>
      expect(seen[0]?.body).toEqual({
        audience: 'general',
        title: 'Festive hours',
        body: 'Shops open late all week.',
        link: '/offers',
      }),
    );
  });
});
