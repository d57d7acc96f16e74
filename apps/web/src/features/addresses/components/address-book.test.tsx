import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Address } from '@vitrine/contracts/account';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch, type StubbedRequest } from '../../../test/fetch-stub.ts';
import { renderScreen, signedInCustomer } from '../../../test/render-app.tsx';
import { AddressBook } from './address-book.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

const address = (overrides: Partial<Address> = {}): Address => ({
  id: crypto.randomUUID(),
  name: 'Asha Rao',
  phone: '+919876543210',
  line1: '12 MG Road',
  line2: null,
  landmark: null,
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  country: 'IN',
  isDefault: false,
  createdAt: '2026-11-24T10:00:00.000Z',
  ...overrides,
});

const render = () =>
  renderScreen(<AddressBook />, { path: '/user/address', auth: signedInCustomer });

describe('the address book', () => {
  it('invites a customer without addresses to add one', async () => {
    stubFetch({ 'GET /api/v1/user/address': () => json({ items: [] }) });
    render();
    expect(await screen.findByRole('heading', { name: 'No addresses yet' })).toBeInTheDocument();
  });

  it('shows the default, and moves it with "Make default"', async () => {
    const home = address({ name: 'Home', isDefault: true });
    const office = address({ name: 'Office' });
    let items = [home, office];
    const marked: string[] = [];
    stubFetch({
      'GET /api/v1/user/address': () => json({ items }),
      [`POST /api/v1/user/address/${office.id}/mark-default`]: (request: StubbedRequest) => {
        marked.push(request.url.pathname);
        items = [
          { ...office, isDefault: true },
          { ...home, isDefault: false },
        ];
        return json(items[0]);
      },
    });
    const user = userEvent.setup();
    render();
    const officeCard = await screen.findByRole('article', { name: 'Office' });
    expect(
      within(screen.getByRole('article', { name: 'Home' })).getByText('Default'),
    ).toBeInTheDocument();
    await user.click(within(officeCard).getByRole('button', { name: 'Make default' }));
    expect(
      await within(await screen.findByRole('article', { name: 'Office' })).findByText('Default'),
    ).toBeInTheDocument();
    expect(marked).toHaveLength(1);
  });

  it('puts the server’s refusal beside the field it names', async () => {
    stubFetch({
      'GET /api/v1/user/address': () => json({ items: [] }),
      'POST /api/v1/user/address': () =>
        json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'postalCode: is not a valid postal code for IN',
              details: [{ field: 'postalCode', message: 'is not a valid postal code for IN' }],
            },
          },
          { status: 400 },
        ),
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Add an address' }));
    await user.type(screen.getByLabelText(/^Name/), 'Asha Rao');
    await user.type(screen.getByLabelText(/^Phone/), '9876543210');
    await user.type(screen.getByLabelText(/^Address line 1/), '12 MG Road');
    await user.type(screen.getByLabelText(/^State/), 'Karnataka');
    await user.type(screen.getByLabelText(/^City/), 'Bengaluru');
    await user.type(screen.getByLabelText(/^Postal code/), '5600');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(
      await screen.findByText('Postal code is not a valid postal code for IN'),
    ).toBeInTheDocument();
  });
});
