import { formatMoney } from '@vitrine/contracts/money';
import type { FastifyInstance } from 'fastify';
import { runInTransaction } from '../../platform/db/transaction.ts';
import { notifyWishlist } from '../notifications/index.ts';
import { wishlistAlertsRepository as favouriters } from './wishlist-alerts.repository.ts';

/**
 * Wishlist alerts: a favourited product that got cheaper or is back in stock, a favourited shop
 * that posted an offer or opened meeting slots today. The owning module writes the event in
 * the same transaction as the change; here, in one transaction, its favouriters are read at
 * once and told with one wishlist notification (socket, push and mail by their wishlist
 * preferences). The notification's source key is the event's (or, for today's slots, the
 * shop's and the day's), so a redelivered event, or a second change the same day, tells no
 * one twice.
 */
export function registerFavouritesHandlers(app: FastifyInstance) {
  const db = app.database.db;

  /** The shop's name when shoppers may see it; a suspended or removed shop alerts nobody. */
  const listedShopName = async (shopId: string) =>
    (await app.catalogue.shops.listedSummariesByIds([shopId])).get(shopId)?.name;

  app.outbox.registerHandler('product:price-dropped', async (event) => {
    const { productId, title, priceMinor, currency, shopId } = event.payload;
    const shopName = await listedShopName(shopId);
    if (!shopName) return;
    await runInTransaction(db, async (tx) => {
      await notifyWishlist(tx, {
        userIds: await favouriters.productFavouriters(tx, productId),
        title: `Price drop: ${title}`,
        body: `${title} from ${shopName} is now ${formatMoney(priceMinor, currency)}.`,
        link: `/product/${productId}`,
        sourceKey: `wishlist:${event.type}:${event.id}`,
      });
    });
  });

  app.outbox.registerHandler('product:back-in-stock', async (event) => {
    const { productId, title, shopId } = event.payload;
    const shopName = await listedShopName(shopId);
    if (!shopName) return;
    await runInTransaction(db, async (tx) => {
      await notifyWishlist(tx, {
        userIds: await favouriters.productFavouriters(tx, productId),
        title: `Back in stock: ${title}`,
        body: `${title} from ${shopName} is back in stock.`,
        link: `/product/${productId}`,
        sourceKey: `wishlist:${event.type}:${event.id}`,
      });
    });
  });

  app.outbox.registerHandler('offer:posted', async (event) => {
    const { offerId, shopId, title } = event.payload;
    const shopName = await listedShopName(shopId);
    if (!shopName) return;
    await runInTransaction(db, async (tx) => {
      await notifyWishlist(tx, {
        userIds: await favouriters.shopFavouriters(tx, shopId),
        title: `New offer from ${shopName}`,
        body: `${shopName} posted an offer: ${title}.`,
        link: `/shop/${shopId}`,
        sourceKey: `wishlist:offer:${offerId}`,
      });
    });
  });

  app.outbox.registerHandler('availability:slots-today', async (event) => {
    const { shopId, date } = event.payload;
    const shopName = await listedShopName(shopId);
    if (!shopName) return;
    await runInTransaction(db, async (tx) => {
      await notifyWishlist(tx, {
        userIds: await favouriters.shopFavouriters(tx, shopId),
        title: `${shopName} can meet you today`,
        body: `${shopName} opened video meeting slots for today. Book one while they last.`,
        link: `/shop/${shopId}/book-meeting`,
        sourceKey: `wishlist:slots-today:${shopId}:${date}`,
      });
    });
  });
}
