import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPayout, CommissionReport } from '@vitrine/contracts/earnings';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import axe from 'axe-core';
import { renderScreen, signedInCustomer } from '../../../test/render-app.tsx';
import { payout } from '../earnings-test-data.ts';
import { CommissionReportPanel } from './staff-commission-report.tsx';
import { PayoutsReview } from './staff-payouts-review.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

const signedInEmployee: typeof signedInCustomer = {
  ...signedInCustomer,
  userId: 'user-staff',
  profile: { name: 'Asha Staff', email: 'asha@example.com' },
  role: { customer: false, vendor: false, employee: true, admin: false },
};

/** No WCAG 2.1 A/AA violation axe sees in jsdom (contrast needs a real browser). */
async function expectNoAxeViolations(container: Element) {
  const result = await axe.run(container, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

const SHOP_ID = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const adminPayout = (overrides: Partial<AdminPayout> = {}): AdminPayout => ({
  ...payout(),
  shopId: SHOP_ID,
  shopName: 'Meera Studio',
  ...overrides,
});
const failed = adminPayout({
  id: 'payout-failed',
  status: 'failed',
  amount: 1_250_000,
  failureReason: 'Beneficiary account closed',
  utr: null,
  paidAt: null,
});
const page = (items: AdminPayout[]) => json({ items, total: items.length, page: 1, limit: 20 });

describe('PayoutsReview', () => {
  it('lists payouts, filters by status and shop, and retries a failed one after confirming; axe-clean', async () => {
    let retried = false;
    const again = adminPayout({ id: 'payout-again', status: 'queued', amount: 1_250_000 });
    const { seen } = stubFetch({
      'GET /api/v1/admin/payouts': () =>
        page(
          retried
            ? [again, { ...failed, status: 'retried' }, adminPayout()]
            : [failed, adminPayout()],
        ),
      'POST /api/v1/admin/payouts/payout-failed/retry': () => {
        retried = true;
        return json(again, { status: 201 });
      },
    });
    const user = userEvent.setup();
    const { container } = renderScreen(
      <PayoutsReview shops={[{ id: SHOP_ID, name: 'Meera Studio' }]} onShopSearch={() => {}} />,
      {
        path: '/staff/payouts',
        auth: signedInEmployee,
      },
    );
    expect(await screen.findByText('2 payouts')).toBeInTheDocument();
    expect(screen.getByText('Failed: Beneficiary account closed')).toBeInTheDocument();
    expect(screen.getByText(/UTR UTR123456/)).toBeInTheDocument();
    await expectNoAxeViolations(container);

    await user.selectOptions(screen.getByLabelText('Status'), 'failed');
    await waitFor(() =>
      expect(seen.some((r) => r.url.searchParams.get('status') === 'failed')).toBe(true),
    );
    await user.click(screen.getByRole('combobox', { name: 'Shop' }));
    await user.click(await screen.findByRole('option', { name: 'Meera Studio', hidden: true }));
    await waitFor(() =>
      expect(
        seen.some(
          (r) =>
            r.url.searchParams.get('shopId') === SHOP_ID &&
            r.url.searchParams.get('status') === 'failed',
        ),
      ).toBe(true),
    );

    // The filtered page replaces the list once it answers (a new filter shows the loader).
    await user.click(await screen.findByRole('button', { name: 'Retry payout to Meera Studio…' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Retry the payout to Meera Studio',
    });
    expect(seen.filter((r) => r.method === 'POST')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Retry payout of ₹12,500.00' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'A new payout of ₹12,500.00 to Meera Studio is queued.',
    );
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(1);
    // The list shows the new payout and the failed one retried, no longer offered.
    expect(await screen.findByText('3 payouts')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getAllByRole('listitem')[1]!).getByText('Retried')).toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: /Retry payout/ })).not.toBeInTheDocument();
  });

  it('finds a shop among hundreds by typing part of its name', async () => {
    const many = [
      ...Array.from({ length: 200 }, (_, i) => ({
        id: `0000${String(i).padStart(4, '0')}-0000-4000-8000-000000000000`,
        name: `Boutique ${i + 1}`,
      })),
      { id: SHOP_ID, name: 'Meera Studio' },
    ];
    const searched: string[] = [];
    /** As the route does: the staff shop list asked with what was typed, 20 at most. */
    function WithShopSearch() {
      const [searchKey, setSearchKey] = useState('');
      const shops = many
        .filter((s) => s.name.toLowerCase().includes(searchKey.toLowerCase()))
        .slice(0, 20);
      return (
        <PayoutsReview
          shops={shops}
          onShopSearch={(text) => {
            searched.push(text);
            setSearchKey(text);
          }}
        />
      );
    }
    const { seen } = stubFetch({ 'GET /api/v1/admin/payouts': () => page([failed]) });
    const user = userEvent.setup();
    renderScreen(<WithShopSearch />, { path: '/staff/payouts', auth: signedInEmployee });
    expect(await screen.findByText('1 payout')).toBeInTheDocument();

    const shop = screen.getByRole('combobox', { name: 'Shop' });
    await user.type(shop, 'meera');
    expect(searched.at(-1)).toBe('meera');
    await user.click(await screen.findByRole('option', { name: 'Meera Studio', hidden: true }));
    await waitFor(() =>
      expect(seen.some((r) => r.url.searchParams.get('shopId') === SHOP_ID)).toBe(true),
    );
    expect(shop).toHaveValue('Meera Studio');
  });

  it('still lists every shop’s payouts when the shop list could not be loaded, and says so', async () => {
    stubFetch({ 'GET /api/v1/admin/payouts': () => page([failed]) });
    renderScreen(<PayoutsReview shops="unavailable" onShopSearch={() => {}} />, {
      path: '/staff/payouts',
      auth: signedInEmployee,
    });
    expect(await screen.findByText('1 payout')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Shop' })).toHaveAccessibleDescription(
      'The shop list could not be loaded: every shop’s payouts are shown.',
    );
  });

  it('says why a retry was refused, and keeps the dialog open', async () => {
    stubFetch({
      'GET /api/v1/admin/payouts': () => page([failed]),
      'POST /api/v1/admin/payouts/payout-failed/retry': () =>
        json(
          {
            error: {
              code: 'CONFLICT',
              message: 'status: the payout is retried; only a failed payout can be retried.',
            },
          },
          { status: 409 },
        ),
    });
    const user = userEvent.setup();
    renderScreen(
      <PayoutsReview shops={[{ id: SHOP_ID, name: 'Meera Studio' }]} onShopSearch={() => {}} />,
      {
        path: '/staff/payouts',
        auth: signedInEmployee,
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Retry payout to Meera Studio…' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /Retry payout of/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /only a failed payout can be retried/,
    );
  });

  it('shows the empty and error states, with a retry', async () => {
    let fail = true;
    stubFetch({
      'GET /api/v1/admin/payouts': () =>
        fail ? json({ error: { code: 'INTERNAL', message: 'Down' } }, { status: 500 }) : page([]),
    });
    const user = userEvent.setup();
    renderScreen(
      <PayoutsReview shops={[{ id: SHOP_ID, name: 'Meera Studio' }]} onShopSearch={() => {}} />,
      {
        path: '/staff/payouts',
        auth: signedInEmployee,
      },
    );
    expect(await screen.findByText('We could not load the payouts')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No payout matches')).toBeInTheDocument();
  });
});

/** One delivered order's figures: the same in every part of this small report. */
const sums = {
  count: 2,
  gross: 200_000,
  commission: 20_000,
  fees: 4_720,
  gstOnCommission: 3_600,
  net: 175_280,
};
const report: CommissionReport = {
  from: '2026-11-01',
  to: '2026-11-24',
  currency: 'INR',
  byKind: [{ kind: 'order', ...sums }],
  byShop: [{ shopId: SHOP_ID, shopName: 'Meera Studio', ...sums }],
  totals: sums,
};

describe('CommissionReportPanel', () => {
  const period = { from: '2026-11-01', to: '2026-11-24' };

  it('shows the period’s totals per shop and kind, and downloads the CSV; axe-clean', async () => {
    const { seen } = stubFetch({
      'GET /api/v1/admin/earnings/commission-report': ({ url }) =>
        url.searchParams.get('format') === 'csv'
          ? new Response('Section\r\n', {
              headers: { 'content-disposition': 'attachment; filename="commission.csv"' },
            })
          : json(report),
    });
    const createObjectURL = vi.fn(() => 'blob:report');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const user = userEvent.setup();
    const { container } = renderScreen(<CommissionReportPanel initial={period} />, {
      path: '/staff/commission-report',
      auth: signedInEmployee,
    });
    const byShop = await screen.findByRole('table', { name: /Commission per shop/ });
    const row = within(byShop).getByRole('row', { name: /Meera Studio/ });
    expect(within(row).getByText('₹200.00')).toBeInTheDocument();
    expect(within(row).getByText('₹36.00')).toBeInTheDocument();
    const byKind = screen.getByRole('table', { name: /Commission per kind/ });
    expect(within(byKind).getByRole('row', { name: /Order/ })).toBeInTheDocument();
    expect(screen.getByText('Net to shops').nextSibling).toHaveTextContent('₹1,752.80');
    await expectNoAxeViolations(container);
    const first = seen[0]!;
    expect(first.url.searchParams.get('from')).toBe('2026-11-01');
    expect(first.url.searchParams.get('to')).toBe('2026-11-24');

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    const csv = seen.find((r) => r.url.searchParams.get('format') === 'csv')!;
    expect(csv.url.searchParams.get('from')).toBe('2026-11-01');
    expect(await screen.findByRole('status')).toHaveTextContent('Saved commission.csv.');
  });

  it('asks again for a period whose end is before its start, and shows an empty period', async () => {
    const { seen } = stubFetch({
      'GET /api/v1/admin/earnings/commission-report': () =>
        json({ ...report, byKind: [], byShop: [], totals: { ...report.totals, count: 0 } }),
    });
    const user = userEvent.setup();
    renderScreen(<CommissionReportPanel initial={period} />, {
      path: '/staff/commission-report',
      auth: signedInEmployee,
    });
    expect(await screen.findByText('Nothing earned in this period')).toBeInTheDocument();
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-10-01');
    // The field itself says what is wrong, read out with it.
    await waitFor(() =>
      expect(to).toHaveAccessibleDescription('The period’s last day is before its first.'),
    );
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('From')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    expect(seen.every((r) => r.url.searchParams.get('to') !== '2026-10-01')).toBe(true);
  });

  it('shows an error with a retry', async () => {
    let fail = true;
    stubFetch({
      'GET /api/v1/admin/earnings/commission-report': () =>
        fail
          ? json({ error: { code: 'INTERNAL', message: 'Down' } }, { status: 500 })
          : json(report),
    });
    const user = userEvent.setup();
    renderScreen(<CommissionReportPanel initial={period} />, {
      path: '/staff/commission-report',
      auth: signedInEmployee,
    });
    expect(await screen.findByText('We could not load the commission report')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: /Commission per shop/ })).toBeInTheDocument();
  });
});
