import type {
  CreateOfferInput,
  OwnerListQuery,
  OwnerOffer,
  OwnerOfferPage,
  PremiumDecisionInput,
  UpdateOfferInput,
} from '@vitrine/contracts/shop-catalogue';
import type { PageQuery } from '@vitrine/contracts/pagination';
import { isUniqueViolation } from '../../platform/db/database-errors.ts';
import type { Transaction } from '../../platform/db/transaction.ts';
import { AppError, notFound, validationFailed } from '../../platform/lib/app-error.ts';
import { pageWindow } from '../../platform/lib/paging.ts';
import type { ShopOwnership, TextSearchService } from '../catalogue/index.ts';
import type { OfferRow, OfferValues } from './offers.repository.ts';
import type { OffersWithShops } from './offers-with-shops.ts';
import { toOffer } from './offers.service.ts';
import type { OfferRulesCheck } from './offer-rules.ts';

export function toOwnerOffer(row: OfferRow): OwnerOffer {
  return {
    ...toOffer(row),
    status: row.archivedAt ? 'archived' : 'active',
    premiumRequested: row.premiumRequested,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const codeInUse = () =>
  new AppError('CONFLICT', 'code: another offer of this shop uses this code', [
    { field: 'code', message: 'another offer of this shop uses this code' },
  ]);

function discountValues(discount: NonNullable<UpdateOfferInput['discount']>) {
  return discount.kind === 'percent'
    ? { discountKind: 'percent' as const, discountValue: discount.percent, currency: null }
    : {
        discountKind: 'amount' as const,
        discountValue: discount.amount.amountMinor,
        currency: discount.amount.currency,
      };
}

/**
 * A shop's offers as its owner runs them: create, edit, archive and ask for premium placement
 * (granted or refused by staff). Another shop's offer is a 404, as unknown.
 */
export function createShopOffersService(deps: {
  offersRepository: OffersWithShops;
  ownership: ShopOwnership;
  textSearch: Pick<TextSearchService, 'prepare'>;
  checkRules: OfferRulesCheck;
  inTransaction: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;
}) {
  const { offersRepository, ownership } = deps;

  async function requireShopRun(userId: string, shopId: string) {
    if (!(await ownership.runs(userId, shopId))) throw notFound('Shop');
  }

  async function requireOwned(userId: string, id: string): Promise<OfferRow & { shopId: string }> {
    const row = await offersRepository.findById(id);
    if (!row?.shopId || !(await ownership.runs(userId, row.shopId))) throw notFound('Offer');
    return { ...row, shopId: row.shopId };
  }

  async function read(id: string): Promise<OwnerOffer> {
    const row = await offersRepository.findById(id);
    if (!row) throw notFound('Offer');
    return toOwnerOffer(row);
  }

  /** The unique index is the last word; this check gives the usual answer first. */
  async function insertOrUpdate(work: (tx: Transaction) => Promise<string>) {
    try {
      return await deps.inTransaction(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw codeInUse();
      throw error;
    }
  }

  return {
    async list(userId: string, query: OwnerListQuery): Promise<OwnerOfferPage> {
      await requireShopRun(userId, query.shopId);
      const filters = {
        shopId: query.shopId,
        status: query.status ?? ('any' as const),
        text: await deps.textSearch.prepare(query.searchKey),
      };
      const [rows, total] = await Promise.all([
        offersRepository.list(filters, pageWindow(query)),
        offersRepository.count(filters),
      ]);
      return { items: rows.map(toOwnerOffer), total, page: query.page, limit: query.limit };
    },

    async get(userId: string, id: string): Promise<OwnerOffer> {
      return toOwnerOffer(await requireOwned(userId, id));
    },

    async create(userId: string, input: CreateOfferInput): Promise<OwnerOffer> {
      await requireShopRun(userId, input.shopId);
      if (input.code && (await offersRepository.codeTaken(input.shopId, input.code))) {
        throw codeInUse();
      }
      const values: OfferValues = {
        title: input.title,
        description: input.description,
        code: input.code,
        ...discountValues(input.discount),
        validFrom: new Date(input.validFrom),
        validUntil: new Date(input.validUntil),
        premiumRequested: input.premiumRequested,
        ...(await deps.checkRules(input.rules)),
      };
      const id = await insertOrUpdate((tx) => offersRepository.insert(tx, input.shopId, values));
      return read(id);
    },

    async update(userId: string, id: string, input: UpdateOfferInput): Promise<OwnerOffer> {
      const row = await requireOwned(userId, id);
      const validFrom = input.validFrom ? new Date(input.validFrom) : row.validFrom;
      const validUntil = input.validUntil ? new Date(input.validUntil) : row.validUntil;
      if (validFrom >= validUntil) throw validationFailed('validUntil', 'must be after validFrom');
      if (
        input.code &&
        !row.archivedAt &&
        (await offersRepository.codeTaken(row.shopId, input.code, id))
      ) {
        throw codeInUse();
      }
      const values: Partial<OfferValues> = {
        title: input.title,
        description: input.description,
        code: input.code,
        ...(input.discount && discountValues(input.discount)),
        validFrom: input.validFrom ? validFrom : undefined,
        validUntil: input.validUntil ? validUntil : undefined,
        premiumRequested: input.premiumRequested,
        ...(input.rules && (await deps.checkRules(input.rules))),
      };
      await insertOrUpdate(async (tx) => {
        await offersRepository.update(tx, id, values);
        return id;
      });
      return read(id);
    },

    async archive(userId: string, id: string): Promise<OwnerOffer> {
      const row = await requireOwned(userId, id);
      if (!row.archivedAt) {
        await deps.inTransaction((tx) => offersRepository.setArchived(tx, id, new Date()));
      }
      return read(id);
    },

    /** Live again, unless another live offer took its code meanwhile (409 naming `code`). */
    async restore(userId: string, id: string): Promise<OwnerOffer> {
      const row = await requireOwned(userId, id);
      if (row.archivedAt) {
        if (row.code && (await offersRepository.codeTaken(row.shopId, row.code, id))) {
          throw codeInUse();
        }
        await insertOrUpdate(async (tx) => {
          await offersRepository.setArchived(tx, id, null);
          return id;
        });
      }
      return read(id);
    },

    /** GET /admin/offers/premium-requests (staff): live offers waiting for an answer. */
    async listPremiumRequests(query: PageQuery): Promise<OwnerOfferPage> {
      const filters = { premiumRequested: true };
      const [rows, total] = await Promise.all([
        offersRepository.list(filters, pageWindow(query)),
        offersRepository.count(filters),
      ]);
      return { items: rows.map(toOwnerOffer), total, page: query.page, limit: query.limit };
    },

    /** POST /admin/offers/{id}/premium (staff): grant or refuse; 404 unknown. */
    async decidePremium(id: string, input: PremiumDecisionInput): Promise<OwnerOffer> {
      const found = await deps.inTransaction((tx) =>
        offersRepository.decidePremium(tx, id, input.premium),
      );
      if (!found) throw notFound('Offer');
      return read(id);
    },
  };
}

export type ShopOffersService = ReturnType<typeof createShopOffersService>;
