import type { FastifyInstance } from 'fastify';
import { shop } from '../modules/catalogue/catalogue.schema.ts';
import { createShopMembersRepository } from '../modules/catalogue/index.ts';

let counter = 0;

/**
 * A new shop owned by this user, written straight to the database as the seed does (shops are
 * not created through the API yet). Returns the shop's id.
 */
export async function createOwnedShop(
  app: FastifyInstance,
  userId: string,
  values: Partial<typeof shop.$inferInsert> = {},
): Promise<string> {
  counter += 1;
  const [row] = await app.database.db
    .insert(shop)
    .values({
      slug: `owned-${process.pid}-${Date.now()}-${counter}`,
      name: `Owned Shop ${counter}`,
      city: 'Jaipur',
      state: 'Rajasthan',
      ...values,
    })
    .returning({ id: shop.id });
  await createShopMembersRepository(app.database.db).insert([
    { shopId: row!.id, userId, role: 'owner' },
  ]);
  return row!.id;
}
