import type { Category } from '@vitrine/contracts/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employee } from '../../platform/db/schema/staff.ts';
import { startSmtpInbox } from '../../test/smtp-inbox.ts';
import { createTestApp } from '../../test/test-app.ts';
import { waitFor } from '../../test/wait-for.ts';
import { seedSmallCatalogue } from '../catalogue/testing.ts';
import { createUsersRepository } from '../users/index.ts';
import {
  accountStep as account,
  applicationHelpers,
  businessStep as business,
  freshIds,
} from './testing.ts';

const inbox = await startSmtpInbox();
const t = await createTestApp({
  SMTP_URL: inbox.url,
  AUTH_RATE_LIMIT_MAX: '1000',
  LOG_LEVEL: 'error',
});
let admin: string;
let tree: Category[] = [];
const { person, call, upload, shopStep, submittedApplication } = applicationHelpers(
  t.app,
  () => tree,
);

const mailsTo = (email: string, subject: string) =>
  inbox.received.filter((m) => m.to.includes(email) && m.body.includes(subject));

beforeAll(async () => {
  await seedSmallCatalogue(t.app, 3);
  tree = (await call(undefined, 'GET', '/category/categories-subcat')).json().items;
  admin = (await person({ admin: true })).token;
}, 120_000);
afterAll(async () => {
  await t.close();
  await inbox.close();
});

describe('PUT /api/v1/vendor/application/{step}', () => {
  it('saves each step as a draft that GET /vendor/application gives back after a reload', async () => {
    const applicant = await person();
    expect((await call(applicant, 'GET', '/vendor/application')).json()).toEqual({
      application: null,
    });
    const first = await call(applicant, 'PUT', '/vendor/application/account', {
      email: ' Owner@Example.test ',
      mobile: '099887 76655',
    });
    expect(first.statusCode, first.body).toBe(200);
    // A half-filled step is kept as it is.
    await call(applicant, 'PUT', '/vendor/application/business', { legalName: 'Half Done LLP' });

    const resumed = (await call(applicant, 'GET', '/vendor/application')).json().application;
    expect(resumed).toMatchObject({
      id: first.json().id,
      status: 'draft',
      account: { email: 'owner@example.test', mobile: '+919988776655' },
      business: { legalName: 'Half Done LLP' },
      media: { logo: null, cover: null, gallery: [] },
    });
  });

  it('refuses a GSTIN with a wrong check digit, an unknown category and a bad time zone, naming the field', async () => {
    const applicant = await person();
    const cases = [
      ['business', { ...business(freshIds()), gstin: '27AAPFU0939F1ZW' }, 'gstin', 'check digit'],
      ['business', { ...business(freshIds()), pinCode: '02001' }, 'pinCode', '6-digit'],
      ['shop', { ...shopStep('X'), categorySlugs: ['spaceships'] }, 'categorySlugs', 'spaceships'],
      ['shop', { ...shopStep('X'), timeZone: 'Mars/Olympus' }, 'timeZone', 'IANA'],
      ['shop', { ...shopStep('X'), priceMaxMinor: 1 }, 'priceMaxMinor', 'lowest price'],
    ] as const;
    for (const [step, body, field, message] of cases) {
      const res = await call(applicant, 'PUT', `/vendor/application/${step}`, body);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json().error.details[0].field).toBe(field);
      expect(res.json().error.details[0].message).toContain(message);
    }
  });

  it('answers 409 naming the PAN or mobile another application already holds', async () => {
    const first = await person();
    const second = await person();
    const ids = freshIds();
    expect(
      (await call(first, 'PUT', '/vendor/application/business', business(ids))).statusCode,
    ).toBe(200);
    const taken = await call(second, 'PUT', '/vendor/application/business', business(ids));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.details[0].field).toBe('pan');
    await call(first, 'PUT', '/vendor/application/account', account(ids, first.email));
    const mobile = await call(
      second,
      'PUT',
      '/vendor/application/account',
      account(ids, second.email),
    );
    expect(mobile.statusCode).toBe(409);
    expect(mobile.json().error.details[0].field).toBe('mobile');
  });

  it("never shows or changes another user's application; another user's image is not found", async () => {
    const owner = await person();
    const other = await person();
    await call(owner, 'PUT', '/vendor/application/business', { legalName: 'Owner Only LLP' });
    const logoId = await upload(owner, 'logo');

    expect((await call(other, 'GET', '/vendor/application')).json()).toEqual({ application: null });
    const stolen = await call(other, 'PUT', '/vendor/application/media', { logoId });
    expect(stolen.statusCode).toBe(404);
    await call(other, 'PUT', '/vendor/application/business', { legalName: 'Other LLP' });
    const own = (await call(owner, 'GET', '/vendor/application')).json().application;
    expect(own.business.legalName).toBe('Owner Only LLP');
    expect(own.media.logo).toBeNull();
  });
});

describe('POST /api/v1/vendor/application/submit', () => {
  it('answers 400 naming the first incomplete field, step by step', async () => {
    const applicant = await person();
    const submit = () => call(applicant, 'POST', '/vendor/application/submit');
    const fieldOf = async () => {
      const res = await submit();
      expect(res.statusCode, res.body).toBe(400);
      return res.json().error.details[0].field as string;
    };
    expect(await fieldOf()).toBe('account.email');
    const ids = freshIds();
    await call(applicant, 'PUT', '/vendor/application/account', account(ids, applicant.email));
    await call(applicant, 'PUT', '/vendor/application/business', { legalName: 'Step By Step' });
    expect(await fieldOf()).toBe('business.pan');
    await call(applicant, 'PUT', '/vendor/application/business', business(ids));
    const { name: _name, ...nameless } = shopStep('Step By Step');
    await call(applicant, 'PUT', '/vendor/application/shop', nameless);
    expect(await fieldOf()).toBe('shop.name');
    await call(applicant, 'PUT', '/vendor/application/shop', shopStep('Step By Step'));
    expect(await fieldOf()).toBe('media.logoId');
    expect((await call(applicant, 'GET', '/vendor/application')).json().application.status).toBe(
      'draft',
    );
  });
});

describe('a pending shop, then its approval', () => {
  it('is on no public read until approved; approval makes it searchable, owned, a vendor, and mails the applicant', async () => {
    const name = 'Zubeida Quiltworks';
    const { applicant, ids, applicationId } = await submittedApplication(name);

    // Pending: nothing public knows it (the shop row exists only from approval on).
    const from = new Date(Date.now() + 86_400_000).toISOString();
    const to = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const search = await call(undefined, 'GET', `/vendor/fetch-shops?searchKey=Zubeida`);
    expect(search.json().items.map((s: { name: string }) => s.name)).not.toContain(name);
    const list = await call(undefined, 'GET', '/vendor/getVendors?limit=100');
    expect(list.json().items.map((s: { name: string }) => s.name)).not.toContain(name);
    for (const path of [
      `/vendor/fetch-shop?id=${applicationId}`,
      `/vendor/getVendorById?id=${applicationId}`,
      `/products/vendors?vendorId=${applicationId}`,
      `/vendor/${applicationId}/slots?from=${from}&to=${to}`,
    ]) {
      expect((await call(undefined, 'GET', path)).statusCode, path).toBe(404);
    }
    const offers = await call(undefined, 'GET', `/offers?vendorId=${applicationId}`);
    expect(offers.json().items ?? []).toEqual([]);
    // Under review, the applicant cannot change it.
    const locked = await call(applicant, 'PUT', '/vendor/application/business', business(ids));
    expect(locked.statusCode).toBe(409);

    const listed = await call({ token: admin }, 'GET', '/admin/shops/applications?status=pending');
    expect(listed.statusCode).toBe(200);
    const row = listed.json().items.find((a: { id: string }) => a.id === applicationId);
    expect(row).toMatchObject({ status: 'pending', applicant: { email: applicant.email } });

    const approved = await call({ token: admin }, 'POST', `/admin/shops/${applicationId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const shopId = approved.json().shopId as string;
    expect(approved.json().status).toBe('approved');
    // The decision is audited with who made it, before and after.
    const audited = await call(
      { token: admin },
      'GET',
      `/admin/audit-log?subjectType=shop-application&subjectId=${applicationId}`,
    );
    expect(audited.json().items).toEqual([
      expect.objectContaining({
        action: 'shop-application.approve',
        before: { status: 'pending' },
        after: { status: 'approved', shopId },
      }),
    ]);

    // Searchable (through shop:changed and the live index), public, owned by the applicant.
    await waitFor(
      async () => {
        const found = await call(undefined, 'GET', '/vendor/fetch-shops?searchKey=Zubeida');
        return found.json().items.some((s: { id: string }) => s.id === shopId) || undefined;
      },
      { what: 'the approved shop in search', timeoutMs: 1000 },
    );
    const page = await call(undefined, 'GET', `/vendor/fetch-shop?id=${shopId}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ name, isStitcher: true });
    const roles = await call(applicant, 'GET', '/userRoles');
    expect(roles.json().role.vendor).toBe(true);
    const mine = await call(applicant, 'GET', '/vendor/my-shops');
    expect(JSON.stringify(mine.json())).toContain(shopId);

    const [mail] = await waitFor(
      () => {
        const found = mailsTo(applicant.email, 'is approved');
        return found.length > 0 ? found : undefined;
      },
      { what: 'the approval mail' },
    );
    expect(mail!.body).toContain(name);

    // Deciding again is an illegal transition.
    for (const action of ['approve', 'reject']) {
      const again = await call(
        { token: admin },
        'POST',
        `/admin/shops/${applicationId}/${action}`,
        {
          reason: 'Twice',
        },
      );
      expect(again.statusCode, action).toBe(409);
      expect(again.json().error.code).toBe('CONFLICT');
    }
  });
});

describe('GET /api/v1/admin/shops/applications', () => {
  it('names the categories, sub-categories, occasions and languages the applicant chose', async () => {
    const { applicationId } = await submittedApplication('Noor Chikankari');
    const listed = await call({ token: admin }, 'GET', '/admin/shops/applications?limit=100');
    const row = listed.json().items.find((a: { id: string }) => a.id === applicationId);
    const top = tree[0]!;
    const sub = top.subCategories[0]!;
    expect(row.names).toEqual({
      categories: [{ slug: top.slug, name: top.name }],
      subCategories: [{ slug: sub.slug, name: sub.name }],
      occasions: [],
      languages: [
        { code: 'hi', name: 'Hindi' },
        { code: 'en', name: 'English' },
      ],
    });
  });
});

describe('POST /api/v1/admin/shops/{id}/reject', () => {
  it('needs a reason, mails it, and lets the applicant correct and resubmit', async () => {
    const { applicant, applicationId } = await submittedApplication('Rejected Then Fixed');
    const path = `/admin/shops/${applicationId}/reject`;
    for (const body of [{}, { reason: '   ' }]) {
      const missing = await call({ token: admin }, 'POST', path, body);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.details[0].field).toBe('reason');
    }
    const reason = 'The cover picture shows another shop.';
    const rejected = await call({ token: admin }, 'POST', path, { reason });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', rejectionReason: reason });
    const audited = await call(
      { token: admin },
      'GET',
      `/admin/audit-log?action=shop-application.reject&subjectId=${applicationId}`,
    );
    expect(audited.json().items).toEqual([
      expect.objectContaining({
        before: { status: 'pending' },
        after: { status: 'rejected' },
        reason,
      }),
    ]);

    const [mail] = await waitFor(
      () => {
        const found = mailsTo(applicant.email, 'needs changes');
        return found.length > 0 ? found : undefined;
      },
      { what: 'the rejection mail' },
    );
    expect(mail!.body).toContain('The cover picture shows another shop.');
    const seen = (await call(applicant, 'GET', '/vendor/application')).json().application;
    expect(seen).toMatchObject({ status: 'rejected', rejectionReason: reason });

    const fixed = await call(applicant, 'PUT', '/vendor/application/media', {
      logoId: seen.media.logo.id,
      coverId: await upload(applicant, 'cover'),
      galleryIds: [],
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    const resubmitted = await call(applicant, 'POST', '/vendor/application/submit');
    expect(resubmitted.json()).toMatchObject({
      id: applicationId,
      status: 'pending',
      rejectionReason: null,
    });
  });

  it('lets an employee with the shops area decide, and refuses one without it (403)', async () => {
    const { applicationId } = await submittedApplication('Decided By Staff');
    const path = `/admin/shops/${applicationId}/reject`;
    const body = { reason: 'The address is incomplete.' };
    const withoutArea = await person();
    const users = createUsersRepository(t.app.database.db);
    const staff = await person();
    for (const who of [withoutArea, staff]) {
      await users.setRoles(who.id, {
        customer: false,
        vendor: false,
        employee: true,
        admin: false,
      });
    }
    await t.app.database.db.insert(employee).values([
      { userId: withoutArea.id, permissions: ['support', 'content', 'credits'] },
      { userId: staff.id, permissions: ['shops'] },
    ]);
    const refused = await call(withoutArea, 'POST', path, body);
    expect(refused.statusCode, refused.body).toBe(403);
    const decided = await call(staff, 'POST', path, body);
    expect(decided.statusCode, decided.body).toBe(200);
    const audited = await call(
      { token: admin },
      'GET',
      `/admin/audit-log?subjectId=${applicationId}`,
    );
    expect(audited.json().items).toEqual([
      expect.objectContaining({ action: 'shop-application.reject', actorId: staff.id }),
    ]);
  });

  it('answers 404 for an unknown application and 403 to customers', async () => {
    const unknown = await call(
      { token: admin },
      'POST',
      '/admin/shops/00000000-0000-4000-8000-000000000000/approve',
    );
    expect(unknown.statusCode).toBe(404);
    const customer = await person();
    for (const [method, path] of [
      ['GET', '/admin/shops/applications'],
      ['POST', '/admin/shops/00000000-0000-4000-8000-000000000000/approve'],
      ['POST', '/admin/shops/00000000-0000-4000-8000-000000000000/reject'],
    ] as const) {
      const res = await call(customer, method, path, { reason: 'x' });
      expect(res.statusCode, path).toBe(403);
    }
  });
});
