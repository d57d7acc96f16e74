import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './platform/config.ts';
import { openDatabase, type DatabaseHandle } from './platform/db/client.ts';
import { seedAll } from './seed/seed-all.ts';
import { withoutSchemaExamples } from './platform/lib/openapi-examples.ts';
import { accountModule, devSmsModule } from './modules/account/index.ts';
import { availabilityModule, type AvailabilityOptions } from './modules/availability/index.ts';
import { catalogueModule, type Catalogue } from './modules/catalogue/index.ts';
import { chatModule, chatPresence } from './modules/chat/index.ts';
import { creditsModule } from './modules/credits/index.ts';
import { earningsModule, type EarningsOptions } from './modules/earnings/index.ts';
import { favouritesModule } from './modules/favourites/index.ts';
import { geoModule } from './modules/geo/index.ts';
import { exchangeRatesModule } from './modules/exchange-rates/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { mailboxAbsentRoutes, mailboxRoutes, mailPlugin } from './platform/mail/index.ts';
import { liveModule } from './platform/live/index.ts';
import { createBookedSlots, meetingsModule } from './modules/meetings/index.ts';
import { assetUrlsPlugin, mediaModule, type Media } from './platform/media/index.ts';
import { newsletterModule } from './modules/newsletter/index.ts';
import { notificationsModule } from './modules/notifications/index.ts';
import { offersModule } from './modules/offers/index.ts';
import { cartModule } from './modules/cart/index.ts';
import { onboardingModule } from './modules/onboarding/index.ts';
import { createCheckoutOrders, ordersModule } from './modules/orders/index.ts';
import { stitchingModule } from './modules/stitching/index.ts';
import { outboxPlugin, outboxRoutes } from './platform/outbox/index.ts';
import { paymentsModule } from './modules/payments/index.ts';
import { presenceModule } from './modules/presence/index.ts';
import { pricingModule } from './modules/pricing/index.ts';
import { productsModule, type ProductPages } from './modules/products/index.ts';
import { reviewsModule } from './modules/reviews/index.ts';
import { supportModule } from './modules/support/index.ts';
import { staffModule } from './modules/staff/index.ts';
import { bookMeetingOf } from './flows/book-meeting.ts';
import { checkoutFlowOf } from './flows/checkout.ts';
import { cancelMeetingOf } from './flows/cancel-meeting.ts';
import { bookTrunkShowSeatOf } from './flows/book-trunk-show-seat.ts';
import { cancelTrunkShowOf } from './flows/cancel-trunk-show.ts';
import { completeMeetingOf } from './flows/complete-meeting.ts';
import { payPayableOf } from './flows/pay-payable.ts';
import { staffCustomerViewOf } from './flows/staff-customer-view.ts';
import { usersAuthPlugin, usersModule } from './modules/users/index.ts';
import { accessPlugin } from './platform/http/access.ts';
import { afterReplyPlugin } from './platform/http/after-reply.ts';
import { clusterBroadcastsPlugin } from './platform/http/broadcasts.ts';
import { compressionPlugin } from './platform/http/compression.ts';
import { clientErrorHandler, errorsPlugin, shuttingDownBody } from './platform/http/errors.ts';
import { downloadLimitPlugin } from './platform/http/download-limit.ts';
import { rateLimitPlugin } from './platform/http/rate-limit.ts';
import { realtimePlugin } from './platform/http/realtime.ts';
import { securityHeadersPlugin } from './platform/http/security-headers.ts';
import { webPlugin } from './platform/http/web.ts';
import { createJanusRooms, type JanusRooms } from './platform/janus/index.ts';
import { APP_STARTER_CSP_SOURCE } from './platform/http/web-first-screen.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    /** The SFU's rooms (Janus, JANUS_URL); undefined: every meeting is a mesh. */
    janus: JanusRooms | undefined;
  }
}

export type BuildAppOptions = {
  /** An already-open database (tests share one); otherwise opened from the config and closed with the app. */
  database?: DatabaseHandle;
  /** The bookings port and the clock of availability. */
  availability?: AvailabilityOptions;
  /**
   * The clock of meetings, availability (unless it has its own) and the outbox's delayed jobs:
   * tests move it to make reminders due.
   */
  clock?: () => Date;
  /** The payout provider (tests: RazorpayX against a local stand-in). */
  payoutProvider?: EarningsOptions['provider'];
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write: (line: string) => void };
};

/** Builds the whole application: external plugins, then our plugins, then the module list. */
export async function buildApp(
  config: Config,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(options.logStream && { stream: options.logStream }),
      ...(config.isProduction || config.env === 'test'
        ? {}
        : { transport: { target: 'pino-pretty', options: { singleLine: true } } }),
    },
    trustProxy: config.trustProxy,
    // Keep-alive sockets that sit idle are closed at shutdown; in-flight requests finish.
    forceCloseConnections: 'idle',
    // Our own onRequest hook below answers 503 during shutdown, in the one error body.
    return503OnClosing: false,
    // Slow or endless clients are cut off, and the number of open sockets is bounded
    // (maxConnections is set on the server below).
    connectionTimeout: 0,
    requestTimeout: config.http.requestTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    http: {
      headersTimeout: config.http.headersTimeoutMs,
      // How often Node looks for connections past headersTimeout/requestTimeout (30 s by default,
      // which would let a slow client hold a socket far longer than the configured timeout).
      connectionsCheckingInterval: Math.min(1000, Math.ceil(config.http.headersTimeoutMs / 2)),
    },
    clientErrorHandler,
    bodyLimit: 1024 * 1024,
    // The first start with demo data seeds the catalogue and draws its pictures in onReady,
    // which a busy machine does in more than the default 10 s.
    pluginTimeout: config.seedDemoData ? 120_000 : 10_000,
    // Requests the router refuses before any route runs (a malformed URL, a path parameter over
    // 100 characters) get the same error body as everything else.
    frameworkErrors: (error, _request, reply) => {
      const message =
        error.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? 'A path parameter is longer than 100 characters.'
          : 'The address is malformed.';
      void (reply as FastifyReply)
        .status(error.statusCode ?? 400)
        .send({ error: { code: 'VALIDATION_FAILED', message } });
    },
  }).withTypeProvider<ZodTypeProvider>();
  // Responses finishing during shutdown close their connection, so keep-alive clients let go.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // These two run on every request: callback hooks, so they cost no promise of their own.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    void reply.status(503).header('retry-after', '5').send(shuttingDownBody);
  });
  app.server.maxConnections = config.http.maxConnections;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = options.database ?? (await openDatabase(config));
  app.decorate('config', config);
  app.decorate('database', database);
  if (!options.database) app.addHook('onClose', () => database.close());
  const janus = config.janus && createJanusRooms(config.janus);
  app.decorate('janus', janus);
  if (janus) app.addHook('onClose', () => janus.close());

  // Razorpay's checkout.js (loaded by the web app only with that provider) runs its payment
  // form in frames from checkout/api.razorpay.com and calls home; the sandbox needs none of it.
  const razorpay =
    config.payments.provider.name === 'razorpay'
      ? {
          script: ['https://checkout.razorpay.com'],
          frame: ['https://checkout.razorpay.com', 'https://api.razorpay.com'],
          connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
          img: ['https://cdn.razorpay.com'],
        }
      : { script: [], frame: [], connect: [], img: [] };

  // Stored pictures may be linked through a CDN (ASSET_CDN_URL): the pages may show them.
  const cdnOrigin = config.assetCdnUrl ? [new URL(config.assetCdnUrl).origin] : [];

  // External plugins first: headers, docs.
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        // The landing pages' app starter is the one inline script (platform/http/web-first-screen.ts).
        scriptSrc: ["'self'", APP_STARTER_CSP_SOURCE, ...razorpay.script],
        // Mantine writes its CSS variables into style attributes and <style> tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...razorpay.img, ...cdnOrigin],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...razorpay.connect],
        mediaSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", ...razorpay.frame],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Compression wraps every answer registered after it (API, docs, pages).
  await app.register(compressionPlugin);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Vitrine API', version: '1.0.0' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
    // OpenAPI 3.0 schemas take one `example`, not a list (platform/lib/openapi-examples.ts).
    transformObject: (document) =>
      'openapiObject' in document
        ? withoutSchemaExamples(document.openapiObject)
        : document.swaggerObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // The docs' own policy (it replaces the app's on /api/docs): Swagger UI sets style attributes
    // at run time, which the package's default policy forbids; nothing is loaded from elsewhere,
    // and no upgrade-insecure-requests, which would break the page on a plain-HTTP LAN address.
    staticCSP: {
      'default-src': ["'self'"],
      'base-uri': ["'self'"],
      'script-src': ["'self'"],
      'script-src-attr': ["'none'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'object-src': ["'none'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'self'"],
    },
  });

  // Our plugins: one error body, then the feature modules under /api/v1.
  await app.register(errorsPlugin);
  // Mail and attempt limits before auth, which sends reset mail and limits sign-in.
  await app.register(mailPlugin);
  // The outbox before every module that writes events or handles them (auth sends reset mail).
  await app.register(clusterBroadcastsPlugin);
  await app.register(outboxPlugin, { clock: options.clock });
  await app.register(afterReplyPlugin);
  await app.register(rateLimitPlugin);
  await app.register(downloadLimitPlugin);
  await app.register(usersAuthPlugin);
  // The role guard reads each route's `x-roles`: it must see every route, so it comes before them.
  await app.register(accessPlugin);
  // The socket gateway authenticates handshakes with the bearer helpers from auth.
  await app.register(realtimePlugin);
  // Changes of orders, invoices, support requests, bookings and payouts reach their viewers'
  // sockets; the modules registered below give each kind its audience.
  await app.register(liveModule);
  await app.register(config.isProduction ? mailboxAbsentRoutes : mailboxRoutes);
  // The SMS sandbox's texts beside the mailbox (outside production, loopback only).
  await app.register(devSmsModule);
  // The web plugin (outside /api/v1) looks up its landing pages' pictures in the catalogue.
  let catalogue: Catalogue | undefined;
  let productPages: ProductPages | undefined;
  // Orders (registered after payments, outside this scope) register their chat cards on it.
  let chat: FastifyInstance['chat'] | undefined;
  // The seed draws the demo pictures into the media module's storage.
  let media: Media | undefined;
  // Tests plug a stand-in for orders into the reviews port (app.reviews.useOrders).
  let reviews: FastifyInstance['reviews'] | undefined;
  // Every JSON answer links stored assets through ASSET_CDN_URL when it is set.
  await app.register(assetUrlsPlugin);
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(mediaModule);
      media = api.media;
      // Presence is visible to, and sent to, chat partners.
      const partners = chatPresence(database.db);
      await api.register(presenceModule, {
        audiences: [partners.audience],
        watchers: partners.watchers,
      });
      await api.register(usersModule);
      await api.register(catalogueModule);
      catalogue = api.catalogue;
      // Built on the catalogue's shops, taxonomy and text search (app.catalogue).
      await api.register(productsModule);
      productPages = api.productPages;
      await api.register(offersModule);
      await api.register(reviewsModule, { clock: options.clock });
      reviews = api.reviews;
      await api.register(favouritesModule);
      // Taken slots come from the meetings module's bookings.
      await api.register(availabilityModule, {
        bookedSlots: options.availability?.bookedSlots ?? createBookedSlots(database.db),
        clock: options.availability?.clock ?? options.clock,
      });
      await api.register(onboardingModule);
      await api.register(newsletterModule);
      await api.register(creditsModule);
      await api.register(staffModule, { customers: staffCustomerViewOf(database.db) });
      // Built on availability (slots), credits and the catalogue's ownership; booking,
      // cancelling and completing a meeting are flows across those modules and earnings.
      const meetingClock = options.clock ?? (() => new Date());
      const { publicUrl } = config;
      await api.register(meetingsModule, {
        clock: options.clock,
        booking: bookMeetingOf(database.db, {
          availability: api.availability,
          publicUrl,
          clock: meetingClock,
        }),
        flows: {
          cancel: cancelMeetingOf(database.db, { publicUrl, clock: meetingClock }),
          complete: completeMeetingOf(database.db, {
            publicUrl,
            clock: meetingClock,
            earnings: config.earnings,
          }),
        },
        trunkShows: {
          seats: bookTrunkShowSeatOf(database.db, { clock: meetingClock }),
          flows: cancelTrunkShowOf(database.db, { clock: meetingClock }),
        },
      });
      // Profile, verification codes, addresses, export and closing the account (photos: media).
      await api.register(accountModule);
      await api.register(geoModule);
      await api.register(pricingModule);
      await api.register(exchangeRatesModule);
      await api.register(notificationsModule);
      // Support requests: pictures from media, what they are about from meetings and payments.
      await api.register(supportModule, { clock: options.clock });
      // Cards of products (and of bookings and orders, whose modules register their checks).
      await api.register(chatModule, { clock: options.clock });
      chat = api.chat;
      await api.register(outboxRoutes);
    },
    { prefix: '/api/v1' },
  );
  app.decorate('reviews', reviews!);
  // Payments register at the root: their API is under /api/v1, the sandbox checkout page is not.
  // Paying any payable (a credit plan, an order, a stitching invoice, a cart's checkout) settles
  // through one flow, each payable built from the database (flows/pay-payable.ts).
  await app.register(paymentsModule, {
    pay: payPayableOf(database.db, {
      clock: options.clock ?? (() => new Date()),
      earnings: config.earnings,
    }),
  });
  // Orders start their checkout through `app.payments`, so they come after it.
  await app.register(ordersModule, {
    prefix: '/api/v1',
    clock: options.clock,
    ownership: catalogue!.ownership,
    chat: chat!,
  });
  // The cart and its checkout: one payment for one order per shop (flows/checkout.ts), settled
  // through the payments flow (purpose `checkout`), so after payments and orders.
  const checkout = checkoutFlowOf(database.db, {
    orders: createCheckoutOrders(app, { clock: options.clock, ownership: catalogue!.ownership }),
    payments: app.payments,
    earnings: config.earnings,
    clock: options.clock,
  });
  await app.register(cartModule, { prefix: '/api/v1', clock: options.clock, checkout });
  // Stitching invoices are paid through `app.payments` too.
  await app.register(stitchingModule, {
    prefix: '/api/v1',
    clock: options.clock,
    ownership: catalogue!.ownership,
  });
  // Earnings are written by meetings, orders and stitching; their API, payouts and statements here.
  await app.register(earningsModule, {
    ownership: catalogue!.ownership,
    clock: options.clock,
    provider: options.payoutProvider,
  });

  // Last: the built web app with its SPA fallback.
  // Its landing pages preload their largest picture, looked up in the catalogue and products.
  await app.register(webPlugin, {
    webDist: config.webDist,
    catalogue: catalogue && productPages && { ...catalogue, products: productPages },
  });

  // A newcomer's first start gets the demo data; later starts find every part seeded (each runs
  // once per database) and leave what people have done with it as it is.
  if (config.seedDemoData) {
    app.addHook('onReady', async () => {
      const summary = await seedAll({
        auth: app.auth,
        db: database.db,
        production: config.isProduction,
        storage: media!.storage,
      });
      if (
        summary.accountsCreated.length > 0 ||
        summary.catalogue.seeded ||
        summary.picturesDrawn > 0 ||
        summary.meetingsAdded > 0 ||
        summary.plansAdded > 0
      ) {
        app.log.info(summary, 'demo data added');
      }
    });
  }
  return app;
}
