import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderScreen, signedInCustomer, signedInVendor } from '../../../test/render-app.tsx';
import { invoiceDetail, invoicePage, invoiceSummary, SHOP_ID } from '../stitching-test-data.ts';
import { ConsoleStitching } from './console-stitching.tsx';
import { MeasurementProfiles } from './measurement-profiles.tsx';

afterEach(() => vi.restoreAllMocks());

describe('the console’s Stitching page', () => {
  it('sends an invoice with the garment’s own measurements and moves a paid one to its next stage', async () => {
    const { seen } = stubFetch({
      'GET /api/v1/vendor/stitching-service-invoices': () =>
        json(
          invoicePage([
            invoiceSummary({ paymentStatus: 'paid', approval: 'approved', stage: 'cutting' }),
            invoiceSummary({
              id: '6c0d3a2f-8b4e-4d9c-8f32-4a5b6c7d8e9f',
              number: 'VS-REVISE01',
              approval: 'revision_requested',
              revisionNote: 'Longer sleeves',
            }),
          ]),
        ),
      'POST /api/v1/vendor/stitching-service-invoices': () =>
        json(invoiceDetail(), { status: 201 }),
      'PATCH /api/v1/vendor/stitching-service-invoices/*': () => json(invoiceDetail()),
    });
    const user = userEvent.setup();
    renderScreen(<ConsoleStitching shopId={SHOP_ID} />, {
      path: '/vendor/stitching',
      auth: signedInVendor,
    });

    const table = await screen.findByRole('table', {
      name: "The shop's stitching invoices, newest first",
    });
    const [paidRow, revisionRow] = within(table).getAllByRole('row').slice(1);
    expect(revisionRow).toHaveTextContent('Asked: Longer sleeves');
    await user.click(within(paidRow!).getByRole('button', { name: 'Mark trial' }));
    await waitFor(() => expect(seen.some((r) => r.method === 'PATCH')).toBe(true));
    expect(seen.find((r) => r.method === 'PATCH')!.body).toEqual({
      action: 'stage',
      stage: 'trial',
    });

    await user.type(screen.getByLabelText(/Customer email/), 'asha@example.com');
    await user.type(screen.getByLabelText(/Fabric/), 'Raw silk');
    await user.type(screen.getByLabelText(/Price/), '1800');
    await user.type(screen.getByLabelText(/Due date/), '2026-12-20');
    await user.type(screen.getByLabelText('Bust (cm)'), '86');
    await user.type(screen.getByLabelText('Sleeve length (cm)'), '30');
    await user.click(screen.getByRole('button', { name: 'Send invoice' }));
    expect(
      await screen.findByText(/Invoice VS-ABCD2345 sent to asha@example.com/),
    ).toBeInTheDocument();
    expect(seen.find((r) => r.method === 'POST')!.body).toEqual({
      shopId: SHOP_ID,
      customerEmail: 'asha@example.com',
      garment: 'blouse',
      fabric: 'Raw silk',
      measurements: { bust: 86, sleeveLength: 30 },
      price: 180_000,
      currency: 'INR',
      dueDate: '2026-12-20',
      notes: '',
    });
  });
});

describe('the measurement profiles page', () => {
  it('lists profiles and saves a new one for another person', async () => {
    const saved: unknown[] = [];
    stubFetch({
      'GET /api/v1/user/measurement-profiles': () =>
        json({
          items: [
            {
              id: '7d1e4b3a-9c5f-4e0d-9a43-5b6c7d8e9f0a',
              name: 'Mother',
              relation: 'mother',
              garment: 'blouse',
              measurements: { bust: 90, blouseLength: 38 },
              notes: '',
              updatedAt: '2026-11-20T10:00:00.000Z',
            },
          ],
        }),
      'POST /api/v1/user/measurement-profiles': (request) => {
        saved.push(request.body);
        return json(
          {
            ...(request.body as object),
            id: '8e2f5c4b-0d6a-4f1e-8b54-6c7d8e9f0a1b',
            updatedAt: '2026-11-21T10:00:00.000Z',
          },
          { status: 201 },
        );
      },
    });
    const user = userEvent.setup();
    renderScreen(<MeasurementProfiles />, { path: '/user/measurements', auth: signedInCustomer });

    expect(
      await screen.findByRole('table', { name: "Mother's blouse measurements" }),
    ).toHaveTextContent('Blouse length');
    await user.type(screen.getByLabelText(/Whose/), 'Riya');
    // A kurta's fields, not a blouse's.
    await user.click(screen.getAllByLabelText(/^Garment/)[0]!);
    await user.click(await screen.findByRole('option', { name: 'Kurta', hidden: true }));
    expect(screen.queryByLabelText('Bust (cm)')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Chest (cm)'), '80');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      name: 'Riya',
      relation: '',
      garment: 'kurta',
      measurements: { chest: 80 },
      notes: '',
    });
  });
});
