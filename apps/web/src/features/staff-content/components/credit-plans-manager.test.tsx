import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffCreditPlan } from '@vitrine/contracts/staff-content';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderScreen } from '../../../test/render-app.tsx';
import { expectNoAxeViolations, fieldError, signedInEmployee } from '../staff-test-data.ts';
import { CreditPlansManager } from './credit-plans-manager.tsx';

const plan: StaffCreditPlan = {
  id: '5d3c1b2a-0f9e-4d8c-8b7a-6e5d4c3b2a10',
  slug: 'starter',
  name: 'Starter',
  description: '',
  credits: 10,
  priceMinor: 9900,
  currency: 'INR',
  validityDays: 90,
  popular: false,
  active: true,
  sort: 0,
};
const render = () =>
  renderScreen(<CreditPlansManager />, {
    path: '/staff/content/credit-plans',
    auth: signedInEmployee,
  });

afterEach(() => vi.restoreAllMocks());

describe('CreditPlansManager', () => {
  it('lists plans on sale and archives one (PATCH active: false), axe-clean', async () => {
    const { seen } = stubFetch({
      'GET /api/v1/admin/credit-plans': () => json({ items: [plan] }),
      [`PATCH /api/v1/admin/credit-plans/${plan.id}`]: () => json({ ...plan, active: false }),
    });
    const { container } = render();
    expect(await screen.findByText('On sale')).toBeInTheDocument();
    expect(screen.getByText(/10 credits · ₹99/)).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Archive Starter' }));
    await waitFor(() =>
      expect(seen.find((r) => r.method === 'PATCH')?.body).toEqual({ active: false }),
    );
  });

  it('shows the empty state, checks the form, and puts the server’s field error beside the field', async () => {
    const { seen } = stubFetch({
      'GET /api/v1/admin/credit-plans': () => json({ items: [] }),
      'POST /api/v1/admin/credit-plans': () =>
        fieldError(409, 'CONFLICT', 'slug', 'another plan uses this slug'),
    });
    render();
    expect(await screen.findByText('No credit plans yet')).toBeInTheDocument();
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Add a credit plan' });
    await user.type(within(form).getByLabelText('Slug'), 'starter');
    await user.type(within(form).getByLabelText('Name'), 'Starter');
    await user.type(within(form).getByLabelText('Credits'), '0');
    await user.type(within(form).getByLabelText(/Price/), '9900');
    await user.click(within(form).getByRole('button', { name: 'Add plan' }));
    expect(await within(form).findByText('Credits must be at least 1')).toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'POST')).toEqual([]);

    await user.clear(within(form).getByLabelText('Credits'));
    await user.type(within(form).getByLabelText('Credits'), '10');
    await user.click(within(form).getByRole('button', { name: 'Add plan' }));
    expect(await within(form).findByText('Slug another plan uses this slug')).toBeInTheDocument();
    expect(seen.find((r) => r.method === 'POST')?.body).toMatchObject({
      slug: 'starter',
      credits: 10,
      priceMinor: 9900,
      currency: 'INR',
    });
  });
});
