import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shopSummary } from '../../../test/catalogue-fixtures.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp, signedInVendor } from '../../../test/render-app.tsx';
import { balances, bankAccount, earningsPage, payout, payoutPage } from '../earnings-test-data.ts';

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.restoreAllMocks());

const kala = shopSummary({ name: 'Kala Boutique' });
const myShops = () => json({ items: [kala] });

describe('the payouts screen', () => {
  it('lists past payouts with readable states, and requests a payout of what is payable', async () => {
    let requested = false;
    const queued = payout({
      id: 'payout-2',
      status: 'queued',
      amount: 1_250_000,
      trigger: 'request',
      utr: null,
      paidAt: null,
      providerReference: null,
    });
    const failed = payout({
      id: 'payout-0',
      status: 'failed',
      failureReason: 'Beneficiary account closed',
      utr: null,
      paidAt: null,
    });
    const { seen } = stubFetch({
      'GET /api/v1/vendor/my-shops': myShops,
      'GET /api/v1/vendor/payouts': () =>
        json(payoutPage(requested ? [queued, payout(), failed] : [payout(), failed])),
      'GET /api/v1/vendor/earnings': () =>
        json(
          earningsPage([], {
            balances: balances(requested ? { payable: 0, inPayout: 1_250_000 } : {}),
          }),
        ),
      'GET /api/v1/vendor/bank-account': () => json({ bankAccount: bankAccount() }),
      'POST /api/v1/vendor/payouts': () => {
        requested = true;
        return json(queued, { status: 201 });
      },
    });
    const user = userEvent.setup();
    renderApp('/vendor/payouts', { auth: signedInVendor });

    expect(await screen.findByRole('heading', { name: '2 payouts' })).toBeInTheDocument();
    // The rows follow the count in a render of their own (PagedResults defers its answer).
    const [paid, failedRow] = await waitFor(() => {
      const rows = screen.getAllByRole('listitem').filter((li) => li.closest('ul[style]'));
      expect(rows).toHaveLength(2);
      return rows;
    });
    expect(within(paid!).getByText('Paid')).toBeInTheDocument();
    expect(within(paid!).getByText('₹30,000.00')).toBeInTheDocument();
    expect(within(paid!).getByText(/bank reference \(UTR\) UTR123456/)).toBeInTheDocument();
    expect(within(failedRow!).getByText('Failed')).toBeInTheDocument();
    expect(within(failedRow!).getByText(/Beneficiary account closed/)).toBeInTheDocument();
    expect(await screen.findByText('₹12,500.00 is payable now.')).toBeInTheDocument();

    const button = screen.getByRole('button', { name: 'Request payout' });
    await vi.waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Payout of ₹12,500.00 requested; it is on its way to your bank.',
    );
    const post = seen.find((r) => r.method === 'POST')!;
    expect(post.body).toEqual({ shopId: kala.id });
    expect(await screen.findByRole('heading', { name: '3 payouts' })).toBeInTheDocument();
    expect(await screen.findByText('Queued')).toBeInTheDocument();
    expect(await screen.findByText('₹0.00 is payable now.')).toBeInTheDocument();
  });

  it('disables the request below the minimum and says why', async () => {
    stubFetch({
      'GET /api/v1/vendor/my-shops': myShops,
      'GET /api/v1/vendor/payouts': () => json(payoutPage([], { minimum: 100_000 })),
      'GET /api/v1/vendor/earnings': () =>
        json(earningsPage([], { balances: balances({ payable: 40_000 }) })),
      'GET /api/v1/vendor/bank-account': () => json({ bankAccount: bankAccount() }),
    });
    renderApp('/vendor/payouts', { auth: signedInVendor });
    const reason = await screen.findByText('Payouts start at ₹1,000.00; ₹400.00 is payable now.');
    const button = screen.getByRole('button', { name: 'Request payout' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-describedby', reason.id);
    expect(await screen.findByRole('heading', { name: 'No payouts yet' })).toBeInTheDocument();
  });

  it('disables the request without a bank account, and saves one with the server’s field errors beside each field', async () => {
    let saved = false;
    const { seen } = stubFetch({
      'GET /api/v1/vendor/my-shops': myShops,
      'GET /api/v1/vendor/payouts': () => json(payoutPage([])),
      'GET /api/v1/vendor/earnings': () => json(earningsPage([])),
      'GET /api/v1/vendor/bank-account': () =>
        json({ bankAccount: saved ? bankAccount({ holderName: 'Kala Boutique' }) : null }),
      'PUT /api/v1/vendor/bank-account': ({ body }) => {
        const { ifsc } = body as { ifsc: string };
        if (ifsc !== 'HDFC0001234') {
          return json(
            {
              error: {
                code: 'VALIDATION_FAILED',
                message: 'ifsc: must be an IFSC like HDFC0001234',
                details: [{ field: 'ifsc', message: 'must be an IFSC like HDFC0001234' }],
              },
            },
            { status: 400 },
          );
        }
        saved = true;
        return json({ bankAccount: bankAccount({ holderName: 'Kala Boutique' }) });
      },
    });
    const user = userEvent.setup();
    renderApp('/vendor/payouts', { auth: signedInVendor });

    expect(
      await screen.findByText('Add a bank account below before asking for a payout.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request payout' })).toBeDisabled();

    await user.type(screen.getByLabelText(/Account holder name/), 'Kala Boutique');
    await user.type(screen.getByLabelText(/Account number/), '50100234567890');
    await user.type(screen.getByLabelText(/IFSC/), 'HDFC1234');
    await user.click(screen.getByRole('button', { name: 'Save bank account' }));
    const ifsc = screen.getByLabelText(/IFSC/);
    await vi.waitFor(() =>
      expect(ifsc).toHaveAccessibleDescription(/must be an IFSC like HDFC0001234/),
    );
    expect(ifsc).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Account number/)).not.toHaveAttribute('aria-invalid', 'true');

    await user.clear(ifsc);
    await user.type(ifsc, 'HDFC0001234');
    await user.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect(await screen.findByText('Bank account saved.')).toBeInTheDocument();
    expect(await screen.findByText('XXXXXXXXXX7890')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Account number/)).not.toBeInTheDocument();
    expect(screen.queryByText('50100234567890')).not.toBeInTheDocument();
    const put = seen.filter((r) => r.method === 'PUT').at(-1)!;
    expect(put.body).toEqual({
      shopId: kala.id,
      holderName: 'Kala Boutique',
      accountNumber: '50100234567890',
      ifsc: 'HDFC0001234',
    });
    await vi.waitFor(() =>
      expect(
        screen.queryByText('Add a bank account below before asking for a payout.'),
      ).not.toBeInTheDocument(),
    );

    await user.click(screen.getByRole('button', { name: 'Change bank account' }));
    expect(screen.getByLabelText(/Account number/)).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Keep the saved account' }));
    expect(screen.getByText('XXXXXXXXXX7890')).toBeInTheDocument();
  });

  it('explains the server’s refusal (409) in plain words', async () => {
    stubFetch({
      'GET /api/v1/vendor/my-shops': myShops,
      'GET /api/v1/vendor/payouts': () => json(payoutPage([payout()])),
      'GET /api/v1/vendor/earnings': () => json(earningsPage([])),
      'GET /api/v1/vendor/bank-account': () => json({ bankAccount: bankAccount() }),
      'POST /api/v1/vendor/payouts': () =>
        json(
          {
            error: {
              code: 'CONFLICT',
              message: 'Payouts start at 100000 paise; 0 paise is payable now.',
            },
          },
          { status: 409 },
        ),
    });
    const user = userEvent.setup();
    renderApp('/vendor/payouts', { auth: signedInVendor });
    const button = await screen.findByRole('button', { name: 'Request payout' });
    await vi.waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Nothing to pay out yet: payouts start at ₹1,000.00 of payable earnings.',
    );
    expect(alert).not.toHaveTextContent('paise');
  });

  it('shows a failure to load the payouts or the account, with a way to try again', async () => {
    let fail = true;
    const failure = () => json({ error: { code: 'INTERNAL', message: 'boom' } }, { status: 500 });
    stubFetch({
      'GET /api/v1/vendor/my-shops': myShops,
      'GET /api/v1/vendor/payouts': () => (fail ? failure() : json(payoutPage([payout()]))),
      'GET /api/v1/vendor/earnings': () => json(earningsPage([])),
      'GET /api/v1/vendor/bank-account': () =>
        fail ? failure() : json({ bankAccount: bankAccount() }),
    });
    const user = userEvent.setup();
    renderApp('/vendor/payouts', { auth: signedInVendor });
    expect(
      await screen.findByRole('heading', { name: 'Loading your payouts…' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('We could not load your payouts')).toBeInTheDocument();
    expect(await screen.findByText('We could not load your bank account')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request payout' })).toBeDisabled();
    fail = false;
    for (const retry of screen.getAllByRole('button', { name: 'Try again' }))
      await user.click(retry);
    expect(await screen.findByRole('heading', { name: '1 payout' })).toBeInTheDocument();
    expect(await screen.findByText('XXXXXXXXXX7890')).toBeInTheDocument();
  });
});
