import type {
  StaffShop,
  StaffShopListQuery,
  StaffShopPage,
} from '@vitrine/contracts/staff-content';
import type { Transaction } from '../../platform/db/transaction.ts';
import { AppError, notFound } from '../../platform/lib/app-error.ts';
import { pageWindow } from '../../platform/lib/paging.ts';
import type { NotifyInput } from '../notifications/index.ts';
import type { AuditActor, AuditInput } from '../../platform/audit/audit.ts';
import type { ShopPatch } from './shops.repository.ts';
import type { ShopOwnerRow, StaffShopRow, StaffShopsRepository } from './staff-shops.repository.ts';

const toStaffShop = (row: StaffShopRow, owners: ShopOwnerRow[]): StaffShop => ({
  ...row,
  suspendedAt: row.suspendedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  owners: owners
    .filter((owner) => owner.shopId === row.id)
    .map(({ id, name, email }) => ({ id, name, email })),
});

const flags = (row: StaffShopRow) => ({
  verified: row.verified,
  premium: row.premium,
  suspendedAt: row.suspendedAt?.toISOString() ?? null,
  suspensionReason: row.suspensionReason,
});

/**
 * What staff do to shops (area `shops`): find them, verify, mark premium, suspend and reinstate
 * with a reason. Each change is written with its audit entry in one transaction, through the
 * catalogue's `updateShop` (which announces `shop:changed`: every instance reloads the shop into
 * its search index); this instance reloads it at once after commit. Suspending or reinstating
 * tells the owners (a notification, and a mail through the outbox).
 */
export function createStaffShopsService(deps: {
  repository: StaffShopsRepository;
  transaction: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;
  audit: (tx: Transaction, entry: AuditInput) => Promise<unknown>;
  notify: (tx: Transaction, input: NotifyInput) => Promise<unknown>;
  /** The mail to the owners, sent by the outbox once the change has committed. */
  enqueueOwnerMail: (
    tx: Transaction,
    payload: { shopId: string; change: 'suspended' | 'reinstated'; reason: string },
  ) => Promise<unknown>;
  /**
   * This instance's search index reloads the shop (the outbox tells the others); awaited, so the
   * staff's next search already reflects the change. Never rejects (a failure is healed later).
   */
  reloadLocally: (id: string) => Promise<void>;
  clock: () => Date;
}) {
  const { repository } = deps;

  async function change(
    actor: AuditActor,
    id: string,
    action: string,
    patchOf: (row: StaffShopRow) => ShopPatch,
    options: {
      reason?: string;
      tellOwners?: (tx: Transaction, owners: ShopOwnerRow[]) => Promise<void>;
    } = {},
  ): Promise<StaffShop> {
    const changed = await deps.transaction(async (tx) => {
      const before = await repository.find(tx, id);
      if (!before) throw notFound('Shop');
      await repository.update(tx, id, patchOf(before));
      const after = (await repository.find(tx, id))!;
      await deps.audit(tx, {
        actor,
        action,
        subject: { type: 'shop', id },
        before: flags(before),
        after: flags(after),
        reason: options.reason ?? null,
      });
      const owners = await repository.owners([id], tx);
      await options.tellOwners?.(tx, owners);
      return toStaffShop(after, owners);
    });
    await deps.reloadLocally(id);
    return changed;
  }

  return {
    async list(query: StaffShopListQuery): Promise<StaffShopPage> {
      const { items, total } = await repository.list(
        { text: query.searchKey, status: query.status },
        pageWindow(query),
      );
      const owners = await repository.owners(items.map((row) => row.id));
      return {
        items: items.map((row) => toStaffShop(row, owners)),
        total,
        page: query.page,
        limit: query.limit,
      };
    },

    verify: (actor: AuditActor, id: string, verified: boolean) =>
      change(actor, id, verified ? 'shop.verify' : 'shop.unverify', () => ({ verified })),

    setPremium: (actor: AuditActor, id: string, premium: boolean) =>
      change(actor, id, premium ? 'shop.premium' : 'shop.unpremium', () => ({ premium })),

    suspend: (actor: AuditActor, id: string, reason: string) =>
      change(
        actor,
        id,
        'shop.suspend',
        (row) => {
          if (row.suspendedAt) throw new AppError('CONFLICT', 'This shop is already suspended.');
          return { suspendedAt: deps.clock(), suspensionReason: reason };
        },
        {
          reason,
          tellOwners: async (tx, owners) => {
            for (const owner of owners) {
              await deps.notify(tx, {
                userId: owner.id,
                title: 'Your shop is suspended',
                body: `Vitrine staff suspended your shop: ${reason}. Shoppers cannot find it until it is reinstated; reply to the mail or contact support.`,
                link: '/vendor/vendorLanding',
              });
            }
            await deps.enqueueOwnerMail(tx, { shopId: id, change: 'suspended', reason });
          },
        },
      ),

    reinstate: (actor: AuditActor, id: string, reason: string) =>
      change(
        actor,
        id,
        'shop.reinstate',
        (row) => {
          if (!row.suspendedAt) throw new AppError('CONFLICT', 'This shop is not suspended.');
          return { suspendedAt: null, suspensionReason: null };
        },
        {
          reason,
          tellOwners: async (tx, owners) => {
            for (const owner of owners) {
              await deps.notify(tx, {
                userId: owner.id,
                title: 'Your shop is back',
                body: `Vitrine staff reinstated your shop: ${reason}. Shoppers can find it again.`,
                link: '/vendor/vendorLanding',
              });
            }
            await deps.enqueueOwnerMail(tx, { shopId: id, change: 'reinstated', reason });
          },
        },
      ),
  };
}

export type StaffShopsService = ReturnType<typeof createStaffShopsService>;
