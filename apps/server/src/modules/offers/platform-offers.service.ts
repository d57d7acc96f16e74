import type {
  CreatePlatformOfferInput,
  PlatformOffer,
  PlatformOfferListQuery,
  PlatformOfferPage,
  UpdatePlatformOfferInput,
} from '@vitrine/contracts/staff-content';
import type { Transaction } from '../../platform/db/transaction.ts';
import { AppError, notFound, validationFailed } from '../../platform/lib/app-error.ts';
import { pageWindow } from '../../platform/lib/paging.ts';
import type { TextSearchService } from '../catalogue/index.ts';
import type { AuditActor, AuditInput } from '../../platform/audit/audit.ts';
import type { OfferRow, PlatformOfferValues } from './offers.repository.ts';
import type { OffersWithShops } from './offers-with-shops.ts';
import { toOwnerOffer } from './shop-offers.service.ts';
import type { OfferRulesCheck } from './offer-rules.ts';

const codeInUse = () =>
  new AppError('CONFLICT', 'code: another live platform offer uses this code', [
    { field: 'code', message: 'another live platform offer uses this code' },
  ]);

function discountValues(discount: NonNullable<UpdatePlatformOfferInput['discount']>) {
  return discount.kind === 'percent'
    ? { discountKind: 'percent' as const, discountValue: discount.percent, currency: null }
    : {
        discountKind: 'amount' as const,
        discountValue: discount.amount.amountMinor,
        currency: discount.amount.currency,
      };
}

/** What an audit entry keeps of an offer. */
const snapshot = (row: OfferRow) => {
  const { shopSlug: _slug, shopName: _name, shopLogoUrl: _logo, ...rest } = row;
  return rest;
};

/**
 * The platform's own offers as staff run them (area `content`): the list with `offerSearchKey`
 * (title and description), create, edit, archive and restore. Each change and its audit
 * entry commit together. Public offer lists read offers fresh, so a change shows at once.
 */
export function createPlatformOffersService(deps: {
  offersRepository: OffersWithShops;
  textSearch: Pick<TextSearchService, 'prepare'>;
  checkRules: OfferRulesCheck;
  transaction: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;
  audit: (tx: Transaction, entry: AuditInput) => Promise<unknown>;
  clock: () => Date;
}) {
  const { offersRepository: offers } = deps;

  async function requirePlatform(id: string): Promise<OfferRow> {
    const row = await offers.findById(id);
    if (!row || row.offeror !== 'platform') throw notFound('Offer');
    return row;
  }

  /** Writes with the audit entry; answers the offer as stored after the change. */
  async function write(
    actor: AuditActor,
    action: string,
    before: OfferRow | null,
    work: (tx: Transaction) => Promise<string>,
  ): Promise<PlatformOffer> {
    return deps.transaction(async (tx) => {
      const id = await work(tx);
      const after = (await offers.findById(id, tx))!;
      await deps.audit(tx, {
        actor,
        action,
        subject: { type: 'offer', id },
        before: before && snapshot(before),
        after: snapshot(after),
      });
      return toOwnerOffer(after);
    });
  }

  return {
    async list(query: PlatformOfferListQuery): Promise<PlatformOfferPage> {
      const filters = {
        offeror: 'platform' as const,
        status: query.status,
        text: await deps.textSearch.prepare(query.offerSearchKey),
      };
      const [rows, total] = await Promise.all([
        offers.list(filters, pageWindow(query)),
        offers.count(filters),
      ]);
      return { items: rows.map(toOwnerOffer), total, page: query.page, limit: query.limit };
    },

    async create(actor: AuditActor, input: CreatePlatformOfferInput): Promise<PlatformOffer> {
      if (input.code && (await offers.platformCodeTaken(input.code))) throw codeInUse();
      const values: PlatformOfferValues = {
        title: input.title,
        description: input.description,
        code: input.code,
        ...discountValues(input.discount),
        validFrom: new Date(input.validFrom),
        validUntil: new Date(input.validUntil),
        imageUrl: input.imageUrl,
        premium: input.premium,
        ...(await deps.checkRules(input.rules)),
      };
      return write(actor, 'offer.create', null, (tx) => offers.insertPlatform(tx, values));
    },

    async update(
      actor: AuditActor,
      id: string,
      input: UpdatePlatformOfferInput,
    ): Promise<PlatformOffer> {
      const row = await requirePlatform(id);
      const validFrom = input.validFrom ? new Date(input.validFrom) : row.validFrom;
      const validUntil = input.validUntil ? new Date(input.validUntil) : row.validUntil;
      if (validFrom >= validUntil) throw validationFailed('validUntil', 'must be after validFrom');
      if (input.code && !row.archivedAt && (await offers.platformCodeTaken(input.code, id))) {
        throw codeInUse();
      }
      const values: Partial<PlatformOfferValues> = Object.fromEntries(
        Object.entries({
          title: input.title,
          description: input.description,
          code: input.code,
          ...(input.discount && discountValues(input.discount)),
          validFrom: input.validFrom ? validFrom : undefined,
          validUntil: input.validUntil ? validUntil : undefined,
          imageUrl: input.imageUrl,
          premium: input.premium,
          ...(input.rules && (await deps.checkRules(input.rules))),
        }).filter(([, v]) => v !== undefined),
      );
      return write(actor, 'offer.update', row, async (tx) => {
        await offers.update(tx, id, values);
        return id;
      });
    },

    async archive(actor: AuditActor, id: string): Promise<PlatformOffer> {
      const row = await requirePlatform(id);
      if (row.archivedAt) return toOwnerOffer(row);
      return write(actor, 'offer.archive', row, async (tx) => {
        await offers.setArchived(tx, id, deps.clock());
        return id;
      });
    },

    async restore(actor: AuditActor, id: string): Promise<PlatformOffer> {
      const row = await requirePlatform(id);
      if (!row.archivedAt) return toOwnerOffer(row);
      if (row.code && (await offers.platformCodeTaken(row.code, id))) throw codeInUse();
      return write(actor, 'offer.restore', row, async (tx) => {
        await offers.setArchived(tx, id, null);
        return id;
      });
    },
  };
}

export type PlatformOffersService = ReturnType<typeof createPlatformOffersService>;
