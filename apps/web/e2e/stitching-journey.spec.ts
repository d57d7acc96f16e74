import type { StitchingInvoiceDetail, StitchingInvoicePage } from '@vitrine/contracts/stitching';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../src/lib/token-storage.ts';
import { demoCustomer, describeSharedJourney, payOnSandbox, signInAt } from './support/harness.ts';

const demoVendor = { email: 'vendor@vitrine.local', password: demoCustomer.password };

/**
 * Issue 14's stitching journey: a stitching shop sends the demo customer an invoice from its
 * console, the customer approves it and pays in the sandbox checkout (coming back to
 * `/success?purpose=stitching_invoice&id=…`), the shop moves the garment through its first stages,
 * and the customer sees each stage on the invoice's timeline.
 */
describeSharedJourney(
  'a stitching invoice from the shop console to the first stages',
  (journey) => {
    const call = async <T>(token: string | null, path: string): Promise<T> => {
      const res = await fetch(`${journey().server.url}/api/v1${path}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      expect(res.status, path).toBe(200);
      return (await res.json()) as T;
    };
    const tokenOf = (page: Page) =>
      page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY);

    const signIn = (account: { email: string; password: string }, to: string) =>
      signInAt(journey(), account, to);

    /** The demo stitching shop's owner: the demo vendor when its shop stitches, else its own owner. */
    const stitchingVendor = async (shopId: string) => {
      const signedIn = await fetch(`${journey().server.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: journey().server.url },
        body: JSON.stringify(demoVendor),
      });
      const token = signedIn.headers.get('set-auth-token');
      const mine = await call<{ items: { id: string }[] }>(token, '/vendor/my-shops');
      if (mine.items.some((s) => s.id === shopId)) return demoVendor;
      const shop = await call<{ slug: string }>(null, `/vendor/getVendorById?id=${shopId}`);
      return { email: `owner.${shop.slug}@vitrine.local`, password: demoCustomer.password };
    };

    it(
      'is sent by the shop, approved and paid by the customer, and its stages reach the customer',
      { timeout: 180_000 },
      async () => {
        // The demo data's stitching invoices name the demo stitching shop.
        const customer = await signIn(demoCustomer, '/user/stitching-orders');
        const customerToken = await tokenOf(customer);
        const demo = await call<StitchingInvoicePage>(
          customerToken,
          '/stitching-service-invoices?limit=5',
        );
        expect(demo.items.length, 'demo stitching invoices').toBeGreaterThan(0);
        const vendorAccount = await stitchingVendor(demo.items[0]!.shopId);

        // The shop sends an invoice from its console.
        const vendor = await signIn(vendorAccount, '/vendor/stitching');
        const fabric = `Raw silk, maroon ${Date.now()}`;
        await vendor.getByLabel('Customer email').fill(demoCustomer.email);
        await vendor.getByLabel('Fabric').fill(fabric);
        await vendor.getByLabel('Price (₹)').fill('1800');
        await vendor.getByLabel('Due date').fill('2026-12-20');
        const fields = vendor.getByLabel(/\(cm\)$/);
        for (let index = 0; index < (await fields.count()); index += 1) {
          await fields.nth(index).fill(String(80 + index));
        }
        await vendor.getByRole('button', { name: 'Send invoice' }).click();
        const sent = vendor.getByRole('status').filter({ hasText: /^Invoice VS-\w+ sent to / });
        await sent.waitFor();
        const number = /Invoice (VS-\w+)/.exec((await sent.textContent()) ?? '')![1]!;

        // The customer finds it among their stitching orders, approves it and pays.
        await customer.reload();
        await customer
          .getByRole('link', { name: new RegExp(number) })
          .first()
          .waitFor();
        const mine = await call<StitchingInvoicePage>(
          customerToken,
          `/stitching-service-invoices?searchKey=${number}`,
        );
        const invoiceId = mine.items.find((i) => i.number === number)!.id;
        await customer.goto(`/user/stitching-orders/${invoiceId}`);
        await customer.getByRole('button', { name: 'Approve invoice' }).click();
        await customer.getByRole('button', { name: 'Pay now' }).click();
        await customer.waitForURL(/\/pay\/sandbox\/checkout\/order_/);
        await payOnSandbox(customer);
        // The return names what it paid: the invoice, verified through it.
        await customer.getByText(`Invoice ${number} is paid.`).waitFor();
        const back = new URL(customer.url());
        expect(back.pathname).toBe('/success');
        expect(back.searchParams.get('purpose')).toBe('stitching_invoice');
        expect(back.searchParams.get('id')).toBe(invoiceId);
        const paid = await call<StitchingInvoiceDetail>(
          customerToken,
          `/stitching-service-invoices/${invoiceId}`,
        );
        expect(paid.paymentStatus).toBe('paid');

        // The shop moves the garment through its first stages.
        await vendor.reload();
        const row = vendor.getByRole('row').filter({ hasText: number });
        for (const stage of ['Measurements confirmed', 'Cutting', 'Trial']) {
          await row.getByRole('button', { name: `Mark ${stage.toLowerCase()}` }).click();
          await row.getByRole('cell', { name: stage, exact: true }).waitFor();
        }

        // The customer sees every stage on the invoice's timeline.
        await customer.goto(`/user/stitching-orders/${invoiceId}`);
        const timeline = customer.getByLabel('Timeline', { exact: true });
        for (const text of ['Paid', 'Measurements confirmed', 'Cutting', 'Trial']) {
          await timeline.getByText(text, { exact: true }).waitFor();
        }
        const staged = await call<StitchingInvoiceDetail>(
          customerToken,
          `/stitching-service-invoices/${invoiceId}`,
        );
        expect(staged.stage).toBe('trial');
      },
    );
  },
);
