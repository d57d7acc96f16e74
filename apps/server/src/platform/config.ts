import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { iceServerSchema, type IceServer } from '@vitrine/contracts/meeting-room';
import { z } from 'zod';

export const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

export const urlWithProtocols = (protocols: string[], example: string) =>
  optionalString.refine(
    (value) => value === undefined || protocols.some((p) => value.startsWith(`${p}://`)),
    `must be a URL starting with ${protocols.map((p) => `${p}://`).join(' or ')} (e.g. ${example})`,
  );

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: urlWithProtocols(
    ['postgres', 'postgresql', 'memory'],
    'postgres://user@127.0.0.1:5432/vitrine',
  ),
  /** Repeated queries go to PostgreSQL as prepared statements (platform/db/statement-cache.ts). */
  DATABASE_PREPARED_STATEMENTS: z.enum(['on', 'off']).default('on'),
  REDIS_URL: urlWithProtocols(['redis', 'rediss'], 'redis://127.0.0.1:6379'),
  /** Starts every Redis key, stream and channel name, so deployments sharing a Redis stay apart. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{1,100}$/, 'letters, digits and : _ . - only')
    .default('vitrine'),
  PUBLIC_URL: urlWithProtocols(['http', 'https'], 'https://vitrine.example'),
  /** Other addresses of the web app allowed to send cookie-carrying auth requests, comma-separated. */
  TRUSTED_ORIGINS: optionalString,
  SMTP_URL: urlWithProtocols(['smtp', 'smtps'], 'smtp://user:pass@mail.example:587'),
  MAIL_FROM: z.string().default('Vitrine <no-reply@vitrine.local>'),
  AUTH_SECRET: optionalString.refine(
    (value) => value === undefined || value.length >= 32,
    'must be at least 32 characters',
  ),
  /** Web push (VAPID): both keys from `web-push generate-vapid-keys`; generated into DATA_DIR outside production. */
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  /** A mailto: or https: address push services may contact; an https PUBLIC_URL by default. */
  VAPID_SUBJECT: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  WEB_DIST: optionalString,
  /** The meeting room's RTCIceServer list (JSON array); [] = host candidates only (loopback, LAN). */
  ICE_SERVERS: z
    .string()
    .trim()
    .default('[]')
    .transform((value, ctx) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(value === '' ? '[]' : value);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be a JSON array of RTCIceServer objects' });
        return z.NEVER;
      }
      const checked = z.array(iceServerSchema).safeParse(parsed);
      if (!checked.success) {
        ctx.addIssue({
          code: 'custom',
          message: 'must be a JSON array of { urls, username?, credential? } objects',
        });
        return z.NEVER;
      }
      return checked.data;
    }),
  /**
   * The TURN relay the meeting room uses, comma-separated (`turn:` and `turns:` URLs, e.g.
   * `turn:turn.example:3478?transport=udp,turns:turn.example:443?transport=tcp`); each
   * participant gets credentials made with TURN_SECRET (coturn's `use-auth-secret`).
   */
  TURN_URLS: optionalString,
  /** coturn's `static-auth-secret`: signs the short-lived TURN credentials; never sent out. */
  TURN_SECRET: optionalString.refine(
    (value) => value === undefined || value.length >= 16,
    'must be at least 16 characters',
  ),
  /** `relay`: meeting-room browsers connect only through the TURN relay (hides their addresses). */
  ICE_TRANSPORT_POLICY: z.enum(['all', 'relay']).default('all'),
  /**
   * Outside production, with no TURN_URLS: `auto` starts a local coturn (`turnserver`, when
   * installed) beside the app on TURN_LOCAL_PORT and uses it; `off` does not.
   */
  TURN_LOCAL: z.enum(['auto', 'off']).default('auto'),
  TURN_LOCAL_PORT: z.coerce.number().int().min(1).max(65535).default(3478),
  /**
   * Janus' WebSocket API (`ws://` or `wss://`) as this server reaches it: meetings of more than
   * MEET_SFU_ABOVE people go through its VideoRoom plugin. Unset: every meeting is a mesh.
   */
  JANUS_URL: optionalString,
  /** Janus' WebSocket API as browsers reach it (e.g. `wss://janus.example/ws`); JANUS_URL by default. */
  JANUS_PUBLIC_URL: optionalString,
  /** The VideoRoom plugin's `admin_key` (janus.plugin.videoroom.jcfg), when it has one. */
  JANUS_ADMIN_KEY: optionalString,
  /**
   * Outside production, with no JANUS_URL: `auto` starts a local Janus (`janus`, when installed)
   * beside the app, its WebSocket API on JANUS_LOCAL_PORT; `off` does not.
   */
  JANUS_LOCAL: z.enum(['auto', 'off']).default('auto'),
  JANUS_LOCAL_PORT: z.coerce.number().int().min(1).max(65535).default(8188),
  /**
   * A meeting for more people than this (its attendees and the shop's team) goes through Janus
   * when it is configured; up to this many, the browsers connect to each other (a mesh).
   */
  MEET_SFU_ABOVE: z.coerce.number().int().min(0).max(4).default(4),
  /** The most people in a meeting that goes through Janus (its VideoRoom's publishers). */
  MEET_SFU_MAX_PARTICIPANTS: z.coerce.number().int().min(2).max(100).default(12),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  SEED_DEMO_DATA: z.enum(['true', 'false']).optional(),
  /** Most realtime sockets one user, and one client address, may hold open on an instance. */
  REALTIME_MAX_SOCKETS_PER_USER: z.coerce.number().int().min(1).max(10_000).default(100),
  REALTIME_MAX_SOCKETS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(500),
  /** `required`: staff operations answer 403 TWO_FACTOR_REQUIRED until TOTP is set up. */
  STAFF_TWO_FACTOR: z.enum(['required', 'optional']).optional(),
  /** Sign-in, registration and reset requests allowed per IP and per email in one window. */
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(15 * 60 * 1000),
  /** Password guesses per account from every address together, and per address to every account. */
  AUTH_RATE_LIMIT_ACCOUNT_MAX: z.coerce.number().int().min(1).default(100),
  /** First wait after the third wrong password from one address to one account; doubles; 0 = none. */
  AUTH_RATE_LIMIT_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  /** The longest the outbox dispatcher waits between looks when no NOTIFY wakes it. */
  OUTBOX_POLL_INTERVAL_MS: z.coerce.number().int().min(10).max(600_000).default(1000),
  /** How long a claimed event is held before another instance may take it. */
  OUTBOX_LEASE_MS: z.coerce.number().int().min(1000).default(120_000),
  /** Failed deliveries before an event is marked failed (retries back off from 1 s to 1 h). */
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(12),
  /** Test only: the dispatcher starts this long after the server (to kill it before delivery). */
  OUTBOX_START_DELAY_MS: z.coerce.number().int().min(0).default(0),
  /** The most rows one `download=csv|xlsx` may contain; a longer list is refused with a 400. */
  DOWNLOAD_MAX_ROWS: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  /** Downloads allowed per client IP in one window (they are the most expensive answers). */
  DOWNLOAD_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  DOWNLOAD_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  /** A client must have sent all its request headers within this time, or it is cut off. */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** The whole request (headers and body) must have arrived within this time. */
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  /** An idle keep-alive connection is closed after this time. */
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(72_000),
  /** Open connections (HTTP and socket.io) beyond this are refused at once. */
  HTTP_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  /** Uploaded and seeded pictures go to this S3-compatible bucket; absent keeps them in DATA_DIR/media. */
  S3_BUCKET: optionalString,
  /** Any S3-compatible service (MinIO, R2, ...); absent means AWS itself. */
  S3_ENDPOINT: urlWithProtocols(['http', 'https'], 'https://s3.eu-central-1.amazonaws.com'),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** `bucket` in the path instead of the host name (MinIO and most self-hosted servers need it). */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  /** A CDN host serving stored assets: their URLs become ASSET_CDN_URL/<key> instead of /api/v1/media/<key>. */
  ASSET_CDN_URL: urlWithProtocols(['http', 'https'], 'https://cdn.vitrine.example'),
  /** The largest picture one upload may send; a larger one is refused with a 413. */
  MEDIA_UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(10 * 1024 * 1024),
});

/** What the platform reads of the environment. */
export type PlatformConfig = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  host: string;
  port: number;
  dataDir: string;
  /** `memory://` keeps PGlite in memory (tests); a postgres URL uses a server; absent uses PGlite in DATA_DIR. */
  databaseUrl: string | undefined;
  /** Repeated queries sent as prepared statements on a PostgreSQL server (platform/db/statement-cache.ts). */
  databasePreparedStatements: boolean;
  redisUrl: string | undefined;
  /** Starts every Redis key, stream and channel name (`<prefix>:attempts`, `<prefix>:catalogue`, …). */
  redisKeyPrefix: string;
  publicUrl: string;
  /** Origins (scheme://host[:port]) besides PUBLIC_URL and the request's own that auth trusts. */
  trustedOrigins: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  authSecret: string;
  /** Web push keys (VAPID, base64url) and the contact push services see; none: push is off. */
  vapid: { publicKey: string; privateKey: string; subject: string } | undefined;
  logLevel: string;
  webDist: string;
  /** ICE_SERVERS: handed to meeting-room clients with their room token. */
  iceServers: IceServer[];
  /** The TURN relay (TURN_URLS, TURN_SECRET); undefined: none configured. */
  turn: TurnConfig | undefined;
  iceTransportPolicy: 'all' | 'relay';
  /** Start a local coturn outside production when no TURN relay is configured (TURN_LOCAL). */
  turnLocal: { enabled: boolean; port: number };
  /** The SFU (JANUS_URL, JANUS_PUBLIC_URL, JANUS_ADMIN_KEY); undefined: every meeting is a mesh. */
  janus: JanusConfig | undefined;
  /** Start a local Janus outside production when none is configured (JANUS_LOCAL). */
  janusLocal: { enabled: boolean; port: number };
  /** MEET_SFU_ABOVE and MEET_SFU_MAX_PARTICIPANTS. */
  meetTransport: { sfuAbove: number; sfuMaxParticipants: number };
  trustProxy: boolean;
  seedDemoData: boolean;
  /** Caps on realtime sockets open on one instance, per user and per client address. */
  realtimeMaxSockets: { perUser: number; perAddress: number };
  /** Staff must have two-factor sign-in on (default: in production only). */
  staffTwoFactorRequired: boolean;
  authRateLimit: { max: number; windowMs: number; accountMax: number; delayMs: number };
  outbox: { pollIntervalMs: number; leaseMs: number; maxAttempts: number; startDelayMs: number };
  downloads: { maxRows: number; rateLimit: { max: number; windowMs: number } };
  http: {
    headersTimeoutMs: number;
    requestTimeoutMs: number;
    keepAliveTimeoutMs: number;
    maxConnections: number;
  };
  /** Where uploaded and seeded pictures are kept. */
  storage: StorageConfig;
  /** Origin (and optional path) of the CDN in front of stored assets, without a trailing slash. */
  assetCdnUrl: string | undefined;
  media: { uploadMaxBytes: number };
};

export type TurnConfig = { urls: string[]; secret: string };
export type JanusConfig = { url: string; publicUrl: string; adminKey: string | undefined };

export type StorageConfig =
  | { kind: 'disk'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      endpoint: string | undefined;
      region: string;
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
    };

/**
 * Each module's slice of the configuration, added by the module's `<module>.config.ts`
 * (`declare module '…/platform/config.ts' { interface ModuleConfigs { … } }`) beside the
 * declaration of the variables it reads.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ModuleConfigs {}

/** The whole configuration: the platform's, and each module's slice (see `declareConfig`). */
export type Config = PlatformConfig & ModuleConfigs;

/** What a module's slice may depend on besides its own variables. */
export type ConfigContext = { env: PlatformConfig['env']; isProduction: boolean };

/**
 * A module's declaration of the environment variables it reads (a zod object: each variable's
 * check and default) and of the slice of `Config` it makes of them; a problem it finds names its
 * variable. The composition root (`apps/server/src/config.ts`) hands every declaration to
 * `loadConfig`, which checks them all at once with the platform's own.
 */
export type ConfigDeclaration = {
  variables: z.ZodObject;
  read: (values: never, context: ConfigContext, problems: string[]) => Partial<ModuleConfigs>;
};

export function declareConfig<Shape extends z.ZodRawShape, Slice extends Partial<ModuleConfigs>>(
  variables: z.ZodObject<Shape>,
  read: (values: z.infer<z.ZodObject<Shape>>, context: ConfigContext, problems: string[]) => Slice,
): ConfigDeclaration {
  return { variables, read: read as ConfigDeclaration['read'] };
}

/** Every variable's name: the platform's and the declared modules' (docs/configuration.md lists them). */
export const variableNames = (modules: readonly ConfigDeclaration[]) => [
  ...new Set([
    ...Object.keys(envSchema.shape),
    ...modules.flatMap((m) => Object.keys(m.variables.shape)),
  ]),
];

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/**
 * Parses the environment once, the platform's variables and those the `modules` declare; throws
 * a ConfigError naming every bad variable.
 */
export function loadConfig(
  env: Record<string, string | undefined>,
  modules: readonly ConfigDeclaration[],
): Config {
  const schema = modules.reduce<z.ZodObject>((all, m) => all.extend(m.variables.shape), envSchema);
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const e = parsed.data as z.infer<typeof envSchema>;
  const problems: string[] = [];
  const isProduction = e.NODE_ENV === 'production';
  const context: ConfigContext = { env: e.NODE_ENV, isProduction };
  const slices: Partial<ModuleConfigs> = {};
  for (const m of modules) Object.assign(slices, m.read(parsed.data as never, context, problems));
  const dataDir = path.resolve(e.DATA_DIR);

  let authSecret = e.AUTH_SECRET;
  if (!authSecret) {
    if (isProduction) problems.push('AUTH_SECRET: required in production (at least 32 characters)');
    else authSecret = readOrCreateSecret(dataDir);
  }
  const vapid = vapidConfig(e, isProduction, dataDir, problems);
  if (e.HTTP_HEADERS_TIMEOUT_MS > e.HTTP_REQUEST_TIMEOUT_MS) {
    problems.push(
      'HTTP_HEADERS_TIMEOUT_MS: must not be longer than HTTP_REQUEST_TIMEOUT_MS (the headers are part of the request)',
    );
  }
  const trustedOrigins = originsOf(e.TRUSTED_ORIGINS, problems);
  const storage = storageConfig(e, dataDir, problems);
  const turn = turnConfig(e, problems);
  const janus = janusConfig(e, problems);
  if (problems.length > 0) throw new ConfigError(problems);

  return {
    ...(slices as ModuleConfigs),
    env: e.NODE_ENV,
    isProduction,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePreparedStatements: e.DATABASE_PREPARED_STATEMENTS === 'on',
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    trustedOrigins,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    authSecret: authSecret!,
    vapid,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    iceServers: e.ICE_SERVERS,
    turn,
    iceTransportPolicy: e.ICE_TRANSPORT_POLICY,
    turnLocal: {
      enabled: e.TURN_LOCAL === 'auto' && e.NODE_ENV === 'development' && !e.TURN_URLS,
      port: e.TURN_LOCAL_PORT,
    },
    janus,
    janusLocal: {
      enabled: e.JANUS_LOCAL === 'auto' && e.NODE_ENV === 'development' && !e.JANUS_URL,
      port: e.JANUS_LOCAL_PORT,
    },
    meetTransport: {
      sfuAbove: e.MEET_SFU_ABOVE,
      sfuMaxParticipants: e.MEET_SFU_MAX_PARTICIPANTS,
    },
    webDist: path.resolve(e.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    trustProxy: e.TRUST_PROXY === 'true',
    // Production gets demo data only when asked for (a demo deployment); tests seed what they need.
    seedDemoData: e.SEED_DEMO_DATA ? e.SEED_DEMO_DATA === 'true' : e.NODE_ENV === 'development',
    realtimeMaxSockets: {
      perUser: e.REALTIME_MAX_SOCKETS_PER_USER,
      perAddress: e.REALTIME_MAX_SOCKETS_PER_ADDRESS,
    },
    staffTwoFactorRequired: e.STAFF_TWO_FACTOR
      ? e.STAFF_TWO_FACTOR === 'required'
      : e.NODE_ENV === 'production',
    authRateLimit: {
      max: e.AUTH_RATE_LIMIT_MAX,
      windowMs: e.AUTH_RATE_LIMIT_WINDOW_MS,
      accountMax: e.AUTH_RATE_LIMIT_ACCOUNT_MAX,
      delayMs: e.AUTH_RATE_LIMIT_DELAY_MS,
    },
    outbox: {
      pollIntervalMs: e.OUTBOX_POLL_INTERVAL_MS,
      leaseMs: e.OUTBOX_LEASE_MS,
      maxAttempts: e.OUTBOX_MAX_ATTEMPTS,
      startDelayMs: e.OUTBOX_START_DELAY_MS,
    },
    downloads: {
      maxRows: e.DOWNLOAD_MAX_ROWS,
      rateLimit: { max: e.DOWNLOAD_RATE_LIMIT_MAX, windowMs: e.DOWNLOAD_RATE_LIMIT_WINDOW_MS },
    },
    http: {
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      maxConnections: e.HTTP_MAX_CONNECTIONS,
    },
    storage,
    assetCdnUrl: e.ASSET_CDN_URL?.replace(/\/+$/, ''),
    media: { uploadMaxBytes: e.MEDIA_UPLOAD_MAX_BYTES },
  };
}

function janusConfig(e: z.infer<typeof envSchema>, problems: string[]): JanusConfig | undefined {
  const wsUrl = /^wss?:\/\/[^\s]+$/;
  if (!e.JANUS_URL) {
    if (e.JANUS_PUBLIC_URL) problems.push('JANUS_PUBLIC_URL: set JANUS_URL too, or neither');
    return undefined;
  }
  if (!wsUrl.test(e.JANUS_URL)) problems.push('JANUS_URL: must be a ws:// or wss:// address');
  if (e.JANUS_PUBLIC_URL && !wsUrl.test(e.JANUS_PUBLIC_URL)) {
    problems.push('JANUS_PUBLIC_URL: must be a ws:// or wss:// address');
  }
  return {
    url: e.JANUS_URL,
    publicUrl: e.JANUS_PUBLIC_URL ?? e.JANUS_URL,
    adminKey: e.JANUS_ADMIN_KEY,
  };
}

/** S3 when a bucket is named (the rest of S3_* only with it); files in DATA_DIR/media otherwise. */
function turnConfig(e: z.infer<typeof envSchema>, problems: string[]): TurnConfig | undefined {
  if (!e.TURN_URLS) {
    if (e.TURN_SECRET) problems.push('TURN_SECRET: set TURN_URLS too, or neither');
    if (e.ICE_TRANSPORT_POLICY === 'relay') {
      problems.push('ICE_TRANSPORT_POLICY: relay needs a TURN relay (TURN_URLS, TURN_SECRET)');
    }
    return undefined;
  }
  const urls = e.TURN_URLS.split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  const wrong = urls.filter((url) => !/^turns?:[^\s]+$/.test(url));
  if (wrong.length > 0) {
    problems.push(`TURN_URLS: ${wrong.join(', ')} must start with turn: or turns:`);
  }
  if (!e.TURN_SECRET) {
    problems.push("TURN_SECRET: required with TURN_URLS (coturn's static-auth-secret)");
    return undefined;
  }
  return { urls, secret: e.TURN_SECRET };
}

function storageConfig(
  e: z.infer<typeof envSchema>,
  dataDir: string,
  problems: string[],
): StorageConfig {
  if (!e.S3_BUCKET) {
    const stray = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
      (name) => e[name],
    );
    for (const name of stray) problems.push(`${name}: set S3_BUCKET too, or leave it out`);
    return { kind: 'disk', dir: path.join(dataDir, 'media') };
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither');
  }
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
    region: e.S3_REGION,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
  };
}

/** `https://a.example, http://b.example:8080` as origins; anything else is a problem naming TRUSTED_ORIGINS. */
function originsOf(value: string | undefined, problems: string[]): string[] {
  const origins: string[] = [];
  for (const item of (value ?? '').split(',').map((one) => one.trim())) {
    if (!item) continue;
    const url = URL.canParse(item) ? new URL(item) : undefined;
    if (!url || !['http:', 'https:'].includes(url.protocol) || url.pathname.length > 1) {
      problems.push(
        `TRUSTED_ORIGINS: "${item}" must be an origin such as https://shop.example or http://10.0.0.5:3000`,
      );
      continue;
    }
    origins.push(url.origin);
  }
  return origins;
}

/**
 * The web-push keys: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (required together in production);
 * elsewhere a pair is generated once into DATA_DIR/vapid-keys.json, like the auth secret.
 */
function vapidConfig(
  e: {
    VAPID_PUBLIC_KEY?: string;
    VAPID_PRIVATE_KEY?: string;
    VAPID_SUBJECT?: string;
    PUBLIC_URL?: string;
  },
  isProduction: boolean,
  dataDir: string,
  problems: string[],
): Config['vapid'] | undefined {
  // Push services accept an https: address or a mailto: one.
  const publicUrl = (e.PUBLIC_URL ?? '').replace(/\/$/, '');
  const subject =
    e.VAPID_SUBJECT ??
    (publicUrl.startsWith('https://') ? publicUrl : 'mailto:no-reply@vitrine.local');
  if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY) {
    return { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject };
  }
  if (e.VAPID_PUBLIC_KEY || e.VAPID_PRIVATE_KEY) {
    problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither');
    return undefined;
  }
  // In production the keys come from the variables; without them web push is off.
  if (isProduction) return undefined;
  const file = path.join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) {
    const keys = JSON.parse(readFileSync(file, 'utf8')) as {
      publicKey: string;
      privateKey: string;
    };
    return { ...keys, subject };
  }
  mkdirSync(dataDir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return { ...keys, subject };
}

/** Outside production a secret is generated once and kept in DATA_DIR so sessions survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
