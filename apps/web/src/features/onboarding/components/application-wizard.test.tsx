import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShopApplication } from '@vitrine/contracts/onboarding';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { defaultPricing } from '../../../test/pricing-fixtures.ts';
import { renderApp, renderScreen, signedInCustomer } from '../../../test/render-app.tsx';
import { ApplicationWizard } from './application-wizard.tsx';

const draft = (overrides: Partial<ShopApplication> = {}): ShopApplication => ({
  id: '7d0c5a3e-2f7b-4c4e-9a55-0b9f3b2f6a11',
  status: 'draft',
  account: { email: 'kavya@example.com', mobile: '+919876543210' },
  business: { legalName: 'Kavya Weaves LLP' },
  shop: {},
  media: { logo: null, cover: null, gallery: [] },
  rejectionReason: null,
  shopId: null,
  submittedAt: null,
  decidedAt: null,
  updatedAt: '2026-11-24T05:00:00.000Z',
  ...overrides,
});

const mine = (application: ShopApplication | null) => () => json({ application });

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('ApplicationWizard', () => {
  it('resumes a saved draft at its first incomplete step, with what was saved', async () => {
    stubFetch({ 'GET /api/v1/vendor/application': mine(draft()) });
    renderScreen(<ApplicationWizard defaultEmail="kavya@example.com" />, {
      path: '/vendor/apply',
      auth: signedInCustomer,
    });

    expect(await screen.findByRole('heading', { name: 'Business' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Legal name/)).toHaveValue('Kavya Weaves LLP');
  });

  it('shows a GSTIN with a wrong check digit as that field’s error, and does not save it', async () => {
    const { seen } = stubFetch({ 'GET /api/v1/vendor/application': mine(draft()) });
    renderScreen(<ApplicationWizard defaultEmail="kavya@example.com" />, {
      path: '/vendor/apply',
      auth: signedInCustomer,
    });
    const user = userEvent.setup();
    const gstin = await screen.findByLabelText(/GSTIN/);
    // 27AAPFU0939F1ZV is valid; only its last character (the check digit) is changed.
    await user.type(gstin, '27AAPFU0939F1ZW');
    await user.tab();

    expect(await screen.findByText(/GSTIN check digit does not match/)).toBeInTheDocument();
    expect(gstin).toHaveAttribute('aria-invalid', 'true');
    expect(seen.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('saves the account step on continue and moves on to the business step', async () => {
    const { seen } = stubFetch({
      'GET /api/v1/vendor/application': mine(null),
      'GET /api/v1/vendor/checkMobileNumberExists': () => json({ exists: false }),
      'PUT /api/v1/vendor/application/account': () =>
        json(
          draft({ business: {}, account: { email: 'kavya@example.com', mobile: '+919876543210' } }),
        ),
    });
    renderScreen(<ApplicationWizard defaultEmail="kavya@example.com" />, {
      path: '/vendor/apply',
      auth: signedInCustomer,
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Mobile number/), '98765 43210');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    await waitFor(() =>
      expect(seen.find((r) => r.method === 'PUT')?.body).toEqual({
        email: 'kavya@example.com',
        mobile: '+919876543210',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Business' })).toBeInTheDocument();
  });

  it('opens the next step with what the last one saved, before the application is read again', async () => {
    const business = {
      legalName: 'Kavya Weaves LLP',
      pan: 'AAPFU0939F',
      addressLine1: '12 MI Road',
      addressCity: 'Jaipur',
      addressState: 'Rajasthan',
      pinCode: '302001',
    };
    let reads = 0;
    stubFetch({
      // The read after the save never answers: the step must not wait for it.
      'GET /api/v1/vendor/application': () =>
        reads++ === 0 ? json({ application: draft() }) : new Promise<Response>(() => {}),
      'GET /api/v1/vendor/checkBusinessPAN_Exists': () => json({ exists: false }),
      'PUT /api/v1/vendor/application/business': () => json(draft({ business })),
      'GET /api/v1/category/categories-subcat': () => json({ items: [] }),
      'GET /api/v1/category/occasions-names': () => json({ items: [] }),
      'GET /api/v1/category/languages-names': () => json({ items: [] }),
    });
    renderScreen(<ApplicationWizard defaultEmail="kavya@example.com" />, {
      path: '/vendor/apply',
      auth: signedInCustomer,
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^PAN/), business.pan);
    await user.type(
      screen.getByLabelText(/^Address/, { selector: 'input:not([autocomplete=address-line2])' }),
      business.addressLine1,
    );
    await user.type(screen.getByLabelText(/^City/), business.addressCity);
    await user.type(screen.getByLabelText(/^State/), business.addressState);
    await user.type(screen.getByLabelText(/^PIN code/), business.pinCode);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(await screen.findByRole('heading', { name: 'Shop profile' })).toBeInTheDocument();
    // The shop's place starts as the business address just saved.
    expect(await screen.findByLabelText(/^City/)).toHaveValue('Jaipur');
    expect(screen.getByLabelText(/^State/)).toHaveValue('Rajasthan');
  });

  it('says a mobile number another shop registered is taken, as the owner leaves the field', async () => {
    stubFetch({
      'GET /api/v1/vendor/application': mine(null),
      'GET /api/v1/vendor/checkMobileNumberExists': () => json({ exists: true }),
    });
    renderScreen(<ApplicationWizard defaultEmail="kavya@example.com" />, {
      path: '/vendor/apply',
      auth: signedInCustomer,
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Mobile number/), '9876543210');
    await user.tab();

    expect(
      await screen.findByText('This mobile number is already registered to a shop.'),
    ).toBeInTheDocument();
  });

  it('shows "under review" for a submitted application, and the reason for a rejected one', async () => {
    stubFetch({
      'GET /api/v1/vendor/application': mine(
        draft({ status: 'pending', submittedAt: '2026-11-24T05:00:00.000Z' }),
      ),
    });
    const view = renderScreen(<ApplicationWizard defaultEmail="" />, {
      path: '/vendor/apply',
      auth: signedInCustomer,
    });
    expect(
      await screen.findByRole('heading', { name: 'Your application is under review' }),
    ).toBeInTheDocument();
    view.unmount();
    vi.restoreAllMocks();

    stubFetch({
      'GET /api/v1/vendor/application': mine(
        draft({ status: 'rejected', rejectionReason: 'The cover shows another shop.' }),
      ),
    });
    renderScreen(<ApplicationWizard defaultEmail="" />, {
      path: '/vendor/apply',
      auth: signedInCustomer,
    });
    expect(await screen.findByText('Reason: The cover shows another shop.')).toBeInTheDocument();
    // The form is there to correct it.
    expect(screen.getByLabelText(/Legal name/)).toHaveValue('Kavya Weaves LLP');
  });
});

const complete = (): ShopApplication =>
  draft({
    business: {
      legalName: 'Kavya Weaves LLP',
      pan: 'AAPFU0939F',
      gstin: '27AAPFU0939F1ZV',
      addressLine1: '12 MI Road',
      addressCity: 'Jaipur',
      addressState: 'Rajasthan',
      pinCode: '302001',
    },
    shop: {
      name: 'Kavya Weaves',
      description: 'Hand-block printed sarees, made to measure in Jaipur.',
      categorySlugs: ['womens-ethnic'],
      subCategorySlugs: [],
      genders: ['women'],
      occasionSlugs: [],
      languageCodes: ['hi'],
      city: 'Jaipur',
      state: 'Rajasthan',
      timeZone: 'Asia/Kolkata',
      priceMinMinor: 100_000,
      priceMaxMinor: 900_000,
      currency: 'INR',
      offersStitching: true,
    },
    media: {
      logo: { id: '0b7f1f8e-6a43-4d55-9d0a-0f0a7c1e2a01', url: '/api/v1/media/assets/a/160.webp' },
      cover: { id: '0b7f1f8e-6a43-4d55-9d0a-0f0a7c1e2a02', url: '/api/v1/media/assets/b/160.webp' },
      gallery: [],
    },
  });

describe('ApplicationWizard: review and submit', () => {
  it('opens a complete draft at the review, submits it, then says it is under review', async () => {
    let submitted = false;
    const { seen } = stubFetch({
      'GET /api/v1/vendor/application': () =>
        json({ application: submitted ? { ...complete(), status: 'pending' } : complete() }),
      'POST /api/v1/vendor/application/submit': () => {
        submitted = true;
        return json({ ...complete(), status: 'pending' });
      },
    });
    renderScreen(<ApplicationWizard defaultEmail="" />, {
      path: '/vendor/apply',
      auth: signedInCustomer,
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Review and submit' })).toBeInTheDocument();
    expect(screen.getByText('PAN AAPFU0939F')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));

    expect(
      await screen.findByRole('heading', { name: 'Your application is under review' }),
    ).toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('takes the applicant to the step the server names as incomplete', async () => {
    stubFetch({
      'GET /api/v1/vendor/application': () => json({ application: complete() }),
      'POST /api/v1/vendor/application/submit': () =>
        json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'business.pinCode: is required',
              details: [{ field: 'business.pinCode', message: 'is required' }],
            },
          },
          { status: 400 },
        ),
    });
    renderScreen(<ApplicationWizard defaultEmail="" />, {
      path: '/vendor/apply',
      auth: signedInCustomer,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Submit for review' }));

    expect(await screen.findByText('Business: PIN code is required')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Business' })).toBeInTheDocument();
  });
});

describe('the /vendor pages', () => {
  it('/vendor tells owners what it costs and leads to /vendor/apply', async () => {
    stubFetch({ 'GET /api/v1/settings/pricing': () => json(defaultPricing) });
    renderApp('/vendor');
    expect(await screen.findByRole('heading', { name: 'What it costs' })).toBeInTheDocument();
    // The server's figures, not the page's own (pricing-figures.test.tsx checks every one).
    expect(await screen.findByText(/Video meetings: we keep 20%/)).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Open your shop' });
    expect(links[0]).toHaveAttribute('href', '/vendor/apply');
  });

  it('/vendor/apply sends a signed-out visitor to sign in and back', async () => {
    const { router } = renderApp('/vendor/apply');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/vendor/apply')}`);
  });
});
