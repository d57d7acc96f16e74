import { eq, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client.ts';
import { userAddress } from '../modules/account/account.schema.ts';
import { user } from '../modules/users/auth.schema.ts';
import { runInTransaction } from '../platform/db/transaction.ts';
import { DEMO_CUSTOMER_EMAIL } from './chat.ts';

/** Real-looking Indian addresses (PINs and cities agree with the geography data). */
const DEMO_ADDRESSES = [
  {
    name: 'Asha Demo (home)',
    phone: '+919876543210',
    line1: 'Flat 402, Lakeview Residency, 5th Cross',
    line2: 'Koramangala 4th Block',
    landmark: 'Near Forum Mall',
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560034',
    country: 'IN',
    isDefault: true,
  },
  {
    name: 'Asha Demo (office)',
    phone: '+919876543210',
    line1: '11th floor, Tower B, One BKC',
    line2: 'Bandra Kurla Complex',
    landmark: null,
    city: 'Mumbai',
    state: 'Maharashtra',
    postalCode: '400051',
    country: 'IN',
    isDefault: false,
  },
];

/**
 * The demo customer's address book: a default home address and an office, so the address
 * screens and checkout have something to show. Added once: nothing when the customer has any.
 */
export async function seedDemoAddresses(db: Database): Promise<{ added: number }> {
  const [customer] = await db.select().from(user).where(eq(user.email, DEMO_CUSTOMER_EMAIL));
  if (!customer) return { added: 0 };
  return runInTransaction(db, async (tx) => {
    const q = tx as unknown as Database;
    await q.execute(sql`select pg_advisory_xact_lock(hashtext('seed-demo-addresses'))`);
    const [existing] = await q
      .select({ id: userAddress.id })
      .from(userAddress)
      .where(eq(userAddress.userId, customer.id))
      .limit(1);
    if (existing) return { added: 0 };
    const now = Date.now();
    await q.insert(userAddress).values(
      DEMO_ADDRESSES.map((address, index) => ({
        ...address,
        userId: customer.id,
        // The default first in time too: the newest is promoted if it is deleted.
        createdAt: new Date(now - (DEMO_ADDRESSES.length - index) * 60_000),
      })),
    );
    return { added: DEMO_ADDRESSES.length };
  });
}
