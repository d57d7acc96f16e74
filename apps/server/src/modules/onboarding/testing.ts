import { gstinCheckCharacter } from '@vitrine/contracts/business-ids';
import type { Category } from '@vitrine/contracts/catalogue';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { bearer, registerAccount } from '../../test/accounts.ts';
import { multipartFile } from '../../test/multipart.ts';
import { createUsersRepository } from '../users/index.ts';

/** Helpers for the onboarding tests (imported by *.test.ts only). */

export type Person = { token: string; id: string; email: string };

/** Valid identifiers no other application of this process holds: PAN, GSTIN (its check digit), mobile. */
let issued = 0;
export function freshIds() {
  issued += 1;
  const pan = `ABCP${String.fromCharCode(65 + (issued % 26))}${String(1000 + issued).slice(-4)}K`;
  const first14 = `27${pan}1Z`;
  return {
    pan,
    gstin: first14 + gstinCheckCharacter(first14),
    mobile: `+9198${String(issued).padStart(8, '0')}`,
  };
}
export type Ids = ReturnType<typeof freshIds>;

export const accountStep = (ids: Ids, email: string) => ({ email, mobile: ids.mobile });
export const businessStep = (ids: Ids) => ({
  legalName: `${ids.pan} Textiles LLP`,
  pan: ids.pan,
  gstin: ids.gstin,
  addressLine1: '12 MI Road',
  addressCity: 'Jaipur',
  addressState: 'Rajasthan',
  pinCode: '302001',
});

/**
 * Accounts, calls and a whole submitted application against one app; `tree` is the category
 * tree the shop step chooses from (read once the catalogue is seeded).
 */
export function applicationHelpers(app: FastifyInstance, tree: () => Category[]) {
  let counter = 0;

  async function person(roles: { admin?: boolean } = {}): Promise<Person> {
    counter += 1;
    const { token, user } = await registerAccount(app, {
      name: `Applicant ${counter}`,
      email: `applicant-${process.pid}-${counter}-${Date.now()}@example.test`,
      password: 'quiet-lantern-harbour-42',
    });
    if (roles.admin) {
      await createUsersRepository(app.database.db).setRoles(user.id, {
        customer: false,
        vendor: false,
        employee: false,
        admin: true,
      });
    }
    return { token, id: user.id, email: user.email };
  }

  const call = (
    as: { token: string } | undefined,
    method: 'GET' | 'PUT' | 'POST',
    path: string,
    payload?: object,
  ) =>
    app.inject({
      method,
      url: `/api/v1${path}`,
      headers: as ? bearer(as.token) : {},
      ...(payload ? { payload } : {}),
    });

  async function upload(as: Person, purpose: 'logo' | 'cover' | 'gallery'): Promise<string> {
    const bytes = await sharp({
      create: { width: 300, height: 200, channels: 3, background: { r: 200, g: 40, b: 90 } },
    })
      .png()
      .toBuffer();
    const { payload, headers } = multipartFile({
      filename: `${purpose}.png`,
      contentType: 'image/png',
      bytes,
    });
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/uploads/images?purpose=${purpose}`,
      headers: { ...headers, ...bearer(as.token) },
      payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  }

  const shopStep = (name: string) => {
    const top = tree()[0]!;
    return {
      name,
      description: 'Hand-block printed lehengas and sarees, made to measure in our Jaipur studio.',
      categorySlugs: [top.slug],
      subCategorySlugs: top.subCategories.slice(0, 1).map((s) => s.slug),
      genders: ['women'],
      occasionSlugs: [],
      languageCodes: ['hi', 'en'],
      city: 'Jaipur',
      state: 'Rajasthan',
      timeZone: 'Asia/Kolkata',
      priceMinMinor: 150_000,
      priceMaxMinor: 4_500_000,
      currency: 'INR',
      offersStitching: true,
    };
  };

  /** Fills every step of a new applicant's application and submits it. */
  async function submittedApplication(shopName: string) {
    const applicant = await person();
    const ids = freshIds();
    for (const [step, body] of [
      ['account', accountStep(ids, applicant.email)],
      ['business', businessStep(ids)],
      ['shop', shopStep(shopName)],
      [
        'media',
        {
          logoId: await upload(applicant, 'logo'),
          coverId: await upload(applicant, 'cover'),
          galleryIds: [await upload(applicant, 'gallery')],
        },
      ],
    ] as const) {
      const saved = await call(applicant, 'PUT', `/vendor/application/${step}`, body);
      expect(saved.statusCode, `${step}: ${saved.body}`).toBe(200);
    }
    const submitted = await call(applicant, 'POST', '/vendor/application/submit');
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().status).toBe('pending');
    return { applicant, ids, applicationId: submitted.json().id as string };
  }

  return { person, call, upload, shopStep, submittedApplication };
}
