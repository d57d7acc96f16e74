import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Address } from '@vitrine/contracts/account';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch, type StubbedRequest } from '../../../test/fetch-stub.ts';
import { renderScreen, signedInCustomer } from '../../../test/render-app.tsx';
import { AddressBook } from './address-book.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

// Mantine's comboboxes scroll the active option into view, which jsdom does not implement.
Element.prototype.scrollIntoView ??= () => {};

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

/** The geography lookups, as the server answers them for India (and nothing for others). */
const geoRoutes = {
  'GET /api/v1/geo/countries': () =>
    json({
      items: [
        { code: 'IN', name: 'India', hasStates: true },
        { code: 'US', name: 'United States', hasStates: false },
      ],
    }),
  'GET /api/v1/geo/states/IN': () =>
    json({
      items: [
        { adminCode1: 'KA', name: 'Karnataka' },
        { adminCode1: 'MH', name: 'Maharashtra' },
      ],
    }),
  'GET /api/v1/geo/states/US': () => json({ items: [] }),
  'GET /api/v1/geo/cities': (request: StubbedRequest) =>
    json({
      items:
        request.url.searchParams.get('adminCode1') === 'MH'
          ? [{ name: 'Mumbai' }, { name: 'Pune' }]
          : [{ name: 'Bengaluru' }, { name: 'Mysuru' }],
    }),
  'GET /api/v1/geo/postal-codes': (request: StubbedRequest) =>
    json({
      items:
        request.url.searchParams.get('postalCode') === '411001'
          ? [
              {
                postalCode: '411001',
                placeName: 'Pune',
                adminCode1: 'MH',
                adminName1: 'Maharashtra',
              },
            ]
          : [],
      prefixes: [],
    }),
};

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

  it('edits an address in place, filled with what it holds, and says it was saved', async () => {
    const home = address({ name: 'Home', isDefault: true });
    let items = [home];
    const { seen } = stubFetch({
      'GET /api/v1/user/address': () => json({ items }),
      ...geoRoutes,
      [`PUT /api/v1/user/address/${home.id}`]: (request: StubbedRequest) => {
        items = [{ ...home, ...(request.body as Partial<Address>) }];
        return json(items[0]);
      },
    });
    const user = userEvent.setup();
    render();
    const card = await screen.findByRole('article', { name: 'Home' });
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Edit the address Home' });
    const line1 = within(form).getByLabelText(/^Address line 1/);
    expect(line1).toHaveValue('12 MG Road');
    expect(within(form).getByLabelText(/^Postal code/)).toHaveValue('560001');
    await user.clear(line1);
    await user.type(line1, '14 MG Road');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));

    expect(await screen.findByText('The address Home is saved.')).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Edit the address Home' })).not.toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Home' })).toHaveTextContent('14 MG Road');
    expect(seen.find((r) => r.method === 'PUT')?.body).toMatchObject({
      name: 'Home',
      line1: '14 MG Road',
      postalCode: '560001',
      country: 'IN',
    });
  });

  it('puts the server’s refusal beside the field it names', async () => {
    stubFetch({
      'GET /api/v1/user/address': () => json({ items: [] }),
      ...geoRoutes,
      'GET /api/v1/geo/states/IN': () => json({ items: [] }),
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
    await user.click(screen.getByRole('combobox', { name: /^City/ }));
    await user.paste('Bengaluru');
    await user.type(screen.getByLabelText(/^Postal code/), '5600');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(
      await screen.findByText('Postal code is not a valid postal code for IN'),
    ).toBeInTheDocument();
  });

  it('cascades country → state → city, and fills state and city from an Indian PIN', async () => {
    const saved: unknown[] = [];
    stubFetch({
      'GET /api/v1/user/address': () => json({ items: [] }),
      ...geoRoutes,
      'POST /api/v1/user/address': (request: StubbedRequest) => {
        saved.push(request.body);
        return json(address(), { status: 201 });
      },
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Add an address' }));

    // India has states: a list; choosing one offers its cities.
    await user.click(await screen.findByRole('combobox', { name: /^State/ }));
    await user.click(await screen.findByRole('option', { name: 'Karnataka', hidden: true }));
    await user.click(screen.getByRole('combobox', { name: /^City/ }));
    expect(await screen.findByRole('option', { name: 'Mysuru', hidden: true })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Bengaluru', hidden: true }));
    expect(screen.getByRole('combobox', { name: /^City/ })).toHaveValue('Bengaluru');

    // A PIN elsewhere moves state and city with it.
    await user.type(screen.getByLabelText(/^Postal code/), '411001');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^City/ })).toHaveValue('Pune'),
    );
    expect(screen.getByRole('combobox', { name: /^State/ })).toHaveValue('Maharashtra');

    await user.type(screen.getByLabelText(/^Name/), 'Asha Rao');
    await user.type(screen.getByLabelText(/^Phone/), '9876543210');
    await user.type(screen.getByLabelText(/^Address line 1/), '12 FC Road');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      state: 'Maharashtra',
      city: 'Pune',
      postalCode: '411001',
      country: 'IN',
    });
  });

  it('takes state and city as free text for a country without states here', async () => {
    stubFetch({ 'GET /api/v1/user/address': () => json({ items: [] }), ...geoRoutes });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Add an address' }));
    await user.click(await screen.findByRole('combobox', { name: /^Country/ }));
    await user.click(await screen.findByRole('option', { name: 'United States', hidden: true }));
    const state = await screen.findByRole('textbox', { name: /^State/ });
    await user.type(state, 'California');
    expect(state).toHaveValue('California');
  });
});
