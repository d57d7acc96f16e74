import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { createOnboardingRepository } from '../modules/onboarding/index.ts';
import type { Database } from '../platform/db/client.ts';
import { rawRows } from '../platform/db/raw-rows.ts';

/** The README's demo applicant: their shop application waits on /admin/shop-applications. */
export const DEMO_APPLICANT_EMAIL = 'applicant@vitrine.local';

/**
 * Gives the demo applicant a complete, submitted (pending) shop application, unless they have
 * one. Its pictures reuse the first demo shop's drawn art. Not in production (no demo admin).
 */
export async function seedShopApplication(db: Database): Promise<{ added: boolean }> {
  const [applicant] = await rawRows<{ id: string; has: boolean }>(
    db,
    sql`select u.id, exists (select 1 from shop_application a where a.user_id = u.id) as has
      from "user" u where u.email = ${DEMO_APPLICANT_EMAIL}`,
  );
  const [category] = await rawRows<{ top: string; sub: string | null }>(
    db,
    sql`select c.slug as top,
        (select s.slug from category s where s.parent_slug = c.slug order by s.position limit 1) as sub
      from category c where c.parent_slug is null order by c.position limit 1`,
  );
  const [art] = await rawRows<{ logo: string | null; cover: string | null }>(
    db,
    sql`select logo_url as logo, cover_url as cover from shop order by slug limit 1`,
  );
  if (!applicant || applicant.has || !category || !art?.logo || !art.cover) return { added: false };
  const business = {
    legalName: 'Anita Handlooms Private Limited',
    pan: 'AAGCB7383J',
    gstin: '29AAGCB7383J1Z4',
    addressLine1: '14 Commercial Street',
    addressCity: 'Bengaluru',
    addressState: 'Karnataka',
    pinCode: '560001',
  };
  const mobile = '+919123456789';
  try {
    await createOnboardingRepository(db).insertApplication({
      userId: applicant.id,
      status: 'pending',
      legalName: business.legalName,
      pan: business.pan,
      gstin: business.gstin,
      mobile,
      submittedAt: new Date(),
      steps: {
        account: { email: DEMO_APPLICANT_EMAIL, mobile },
        business,
        shop: {
          name: 'Anita Handlooms',
          description:
            'Ilkal and Mysore silk sarees woven by families we have worked with for twenty years, with blouse stitching in our studio.',
          categorySlugs: [category.top],
          subCategorySlugs: category.sub ? [category.sub] : [],
          genders: ['women'],
          occasionSlugs: [],
          languageCodes: ['en', 'kn', 'hi'],
          city: 'Bengaluru',
          state: 'Karnataka',
          timeZone: 'Asia/Kolkata',
          priceMinMinor: 250_000,
          priceMaxMinor: 6_500_000,
          currency: 'INR',
          offersStitching: true,
        },
        media: {
          logo: { id: randomUUID(), url: art.logo },
          cover: { id: randomUUID(), url: art.cover },
          gallery: [],
        },
      },
    });
  } catch (error) {
    // Another instance seeding the same database at the same moment added it first.
    const [again] = await rawRows<{ id: string }>(
      db,
      sql`select id from shop_application where user_id = ${applicant.id} limit 1`,
    );
    if (again) return { added: false };
    throw error;
  }
  return { added: true };
}
