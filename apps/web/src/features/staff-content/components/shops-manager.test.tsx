import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffShop } from '@vitrine/contracts/staff-content';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderScreen } from '../../../test/render-app.tsx';
import { expectNoAxeViolations, signedInEmployee } from '../staff-test-data.ts';
import { ShopsManager } from './shops-manager.tsx';

const shop: StaffShop = {
  id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  slug: 'meera-studio',
  name: 'Meera Studio',
  city: 'Jaipur',
  state: 'Rajasthan',
  verified: false,
  premium: false,
  suspendedAt: null,
  suspensionReason: null,
  owners: [{ id: 'user-7', name: 'Meera Rao', email: 'meera@example.com' }],
  createdAt: '2026-11-01T00:00:00.000Z',
};
const page = (items: StaffShop[]) => json({ items, total: items.length, page: 1, limit: 20 });
const render = () =>
  renderScreen(<ShopsManager />, { path: '/staff/shops', auth: signedInEmployee });

afterEach(() => vi.restoreAllMocks());

describe('ShopsManager', () => {
  it('verifies a shop and shows it verified; axe-clean', async () => {
    let current = shop;
    const { seen } = stubFetch({
      'GET /api/v1/admin/shops': () => page([current]),
      [`POST /api/v1/admin/shops/${shop.id}/verify`]: () => {
        current = { ...shop, verified: true };
        return json(current);
      },
    });
    const { container } = render();
    expect(await screen.findByText(/meera@example.com/)).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Verify Meera Studio' }));
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({ verified: true });
  });

  it('asks for a reason in a dialog before suspending, then shows the shop suspended', async () => {
    let current = shop;
    const { seen } = stubFetch({
      'GET /api/v1/admin/shops': () => page([current]),
      [`POST /api/v1/admin/shops/${shop.id}/suspend`]: ({ body }) => {
        current = {
          ...shop,
          suspendedAt: '2026-11-24T10:00:00.000Z',
          suspensionReason: (body as { reason: string }).reason,
        };
        return json(current);
      },
    });
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Suspend Meera Studio…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Meera Studio' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend shop' }));
    expect(
      await within(dialog).findByText(/Reason must be at least 3 characters/),
    ).toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'POST')).toEqual([]);

    await user.type(within(dialog).getByLabelText('Reason'), 'Counterfeit listings reported');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend shop' }));
    expect(await screen.findByText(/Counterfeit listings reported/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Reinstate Meera Studio…' })).toBeInTheDocument();
  });

  it('confirms a suspension once its dialog closes; a refused one keeps the dialog and the reason', async () => {
    let refuse = true;
    stubFetch({
      'GET /api/v1/admin/shops': () => page([shop]),
      [`POST /api/v1/admin/shops/${shop.id}/suspend`]: ({ body }) =>
        refuse
          ? json(
              { error: { code: 'CONFLICT', message: 'Meera Studio is already suspended.' } },
              { status: 409 },
            )
          : json({ ...shop, suspendedAt: '2026-11-24T10:00:00.000Z', ...(body as object) }),
    });
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Suspend Meera Studio…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Meera Studio' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Counterfeit listings reported');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend shop' }));

    expect(await within(dialog).findByText('Meera Studio is already suspended.')).toBeVisible();
    expect(within(dialog).getByLabelText('Reason')).toHaveValue('Counterfeit listings reported');
    const feedback = document.querySelector('[data-action-feedback]') as HTMLElement;
    expect(feedback).toHaveTextContent('');

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Suspend shop' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await within(await within(feedback).findByRole('status')).findByText(
        'Meera Studio is suspended; its owner is told why.',
      ),
    ).toBeInTheDocument();
  });

  it('says when no shop matches the search and when shops cannot load', async () => {
    stubFetch({
      'GET /api/v1/admin/shops': ({ url }) =>
        url.searchParams.get('searchKey') === 'nobody'
          ? page([])
          : json({ error: { code: 'INTERNAL', message: 'Down' } }, { status: 500 }),
    });
    render();
    expect(await screen.findByText('Could not load the shops')).toBeInTheDocument();
    await userEvent.setup().type(screen.getByLabelText('Search shops'), 'nobody');
    expect(await screen.findByText('No shop matches')).toBeInTheDocument();
  });
});
