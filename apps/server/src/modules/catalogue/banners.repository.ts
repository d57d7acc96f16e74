import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { heroBanner } from './catalogue.schema.ts';

export const createBannersRepository = (db: Database) => ({
  active: () =>
    db
      .select({
        id: heroBanner.id,
        title: heroBanner.title,
        subtitle: heroBanner.subtitle,
        imageUrl: heroBanner.imageUrl,
        ctaLabel: heroBanner.ctaLabel,
        ctaHref: heroBanner.ctaHref,
      })
      .from(heroBanner)
      .where(eq(heroBanner.active, true))
      .orderBy(asc(heroBanner.position), asc(heroBanner.id)),
});

export type BannersRepository = ReturnType<typeof createBannersRepository>;
