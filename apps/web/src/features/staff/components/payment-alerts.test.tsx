import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentAlert } from '@vitrine/contracts/payments';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderScreen, signedInCustomer } from '../../../test/render-app.tsx';
import { PaymentAlerts } from './payment-alerts.tsx';

const auth = {
  ...signedInCustomer,
  role: { customer: false, vendor: false, employee: false, admin: true },
};
const page = (items: PaymentAlert[]) => json({ items, total: items.length, page: 1, limit: 25 });

const refunded: PaymentAlert = {
  id: '0b7f4a52-2a0e-4f8e-9a55-5a0c1c3b9d01',
  reason: 'superseded',
  action: 'refunded',
  purpose: 'stitching_invoice',
  subjectId: 'inv-1',
  reference: 'order_OldPrice001',
  paymentId: 'pay_OldPrice001',
  amountPaidMinor: 100_000,
  currency: 'INR',
  amountDueMinor: 900_000,
  dueCurrency: 'INR',
  customer: { id: 'user-9', name: 'Kavya Iyer', email: 'kavya@example.com' },
  refund: { status: 'processed' },
  createdAt: '2026-11-24T10:00:00.000Z',
};
const held: PaymentAlert = {
  ...refunded,
  id: '0b7f4a52-2a0e-4f8e-9a55-5a0c1c3b9d02',
  reason: 'amount_mismatch',
  action: 'held',
  purpose: 'credit_plan',
  subjectId: null,
  reference: 'order_Short0001',
  paymentId: 'pay_Short0001',
  amountPaidMinor: 100,
  amountDueMinor: 99_900,
  refund: null,
};

afterEach(() => vi.restoreAllMocks());

describe('the payment alerts', () => {
  it('says what was paid, what was due, why, and where the money is; and filters held ones', async () => {
    const { seen } = stubFetch({
      'GET /api/v1/admin/payments/alerts': ({ url }) =>
        url.searchParams.get('action') === 'held' ? page([held]) : page([refunded, held]),
    });
    renderScreen(<PaymentAlerts />, { path: '/staff/payment-alerts', auth });
    const first = await screen.findByRole('row', { name: /order_OldPrice001/ });
    expect(first).toHaveTextContent('Kavya Iyer');
    expect(first).toHaveTextContent('Stitching invoice');
    expect(first).toHaveTextContent('₹1,000.00');
    expect(first).toHaveTextContent('₹9,000.00');
    expect(first).toHaveTextContent(/replaced \(the amount due changed\)/);
    expect(within(first).getByText('Refunded')).toBeInTheDocument();
    const second = screen.getByRole('row', { name: /order_Short0001/ });
    expect(second).toHaveTextContent('Held');
    expect(second).toHaveTextContent(/provider’s dashboard/);

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Money'), 'held');
    await waitFor(() =>
      expect(seen.some((r) => r.url.searchParams.get('action') === 'held')).toBe(true),
    );
    // The held page, once it has loaded: only the held payment.
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('row', { name: /order_Short0001/ })).toBeInTheDocument();
  });

  it('says when there is nothing to look at', async () => {
    stubFetch({ 'GET /api/v1/admin/payments/alerts': () => page([]) });
    renderScreen(<PaymentAlerts />, { path: '/staff/payment-alerts', auth });
    expect(await screen.findByText('No payment alerts')).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    stubFetch({
      'GET /api/v1/admin/payments/alerts': () =>
        json({ error: { code: 'INTERNAL', message: 'x' } }, { status: 500 }),
    });
    renderScreen(<PaymentAlerts />, { path: '/staff/payment-alerts', auth });
    expect(await screen.findByText('We could not load the payment alerts')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /retry|try again/i })).toBeInTheDocument();
  });
});
