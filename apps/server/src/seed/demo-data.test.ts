import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { bearer, registerAccount, signIn } from '../test/accounts.ts';
import { demoDatabase, type DemoDatabase } from '../test/demo-database.ts';
import { createTestApp, createTestDatabaseUrl, type TestApp } from '../test/test-app.ts';
import { DEMO_PASSWORD, demoAccounts, seedDemoData } from './demo-data.ts';

const rolesOf = async (t: TestApp, email: string) => {
  const res = await signIn(t.app, { email, password: DEMO_PASSWORD });
  expect(res.statusCode).toBe(200);
  const roles = await t.app.inject({
    method: 'GET',
    url: '/api/v1/userRoles',
    headers: bearer(res.json().token),
  });
  return roles.json().role;
};

describe('demo data at start-up', () => {
  let t: TestApp;
  let demo: DemoDatabase;
  // The database and data folder a first start with demo data left (demo-database.ts): it seeded
  // 200 shops and drew their ~7,000 pictures into storage, slow on a busy machine. This start on
  // them is the next one, as `npm start` makes every start after the first.
  beforeAll(async () => {
    demo = await demoDatabase();
    t = await createTestApp(demo.env);
  }, 180_000);
  afterAll(async () => {
    await t.close();
    await demo.drop();
  });

  it('lets the demo customer Asha sign in with the documented password', async () => {
    const res = await signIn(t.app, { email: 'demo@vitrine.local', password: 'vitrine-demo-2026' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.name).toBe('Asha Demo');
    expect(await rolesOf(t, 'demo@vitrine.local')).toEqual({
      customer: true,
      vendor: false,
      employee: false,
      admin: false,
    });
  });

  it('gives the vendor, employee and admin demo accounts their roles', async () => {
    expect((await rolesOf(t, 'vendor@vitrine.local')).vendor).toBe(true);
    expect((await rolesOf(t, 'employee@vitrine.local')).employee).toBe(true);
    expect((await rolesOf(t, 'admin@vitrine.local')).admin).toBe(true);
  });

  it('gives the demo employee the shops and support areas, so the support desk opens for them', async () => {
    const signedIn = await signIn(t.app, {
      email: 'employee@vitrine.local',
      password: DEMO_PASSWORD,
    });
    const token = signedIn.json().token as string;
    const details = await t.app.inject({
      method: 'GET',
      url: '/api/v1/emp/getEmployeeDetails',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(details.json().permissions).toEqual(['shops', 'support']);
    const desk = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/supports',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(desk.statusCode).toBe(200);
  });

  it('draws the demo catalogue’s pictures into storage, served where the catalogue links them', async () => {
    const shops = await t.app.inject({ method: 'GET', url: '/api/v1/vendor/fetch-shops?limit=1' });
    const banners = await t.app.inject({ method: 'GET', url: '/api/v1/settings/hero-banners' });
    const urls = [
      (shops.json() as { items: { logoUrl: string }[] }).items[0]!.logoUrl,
      (banners.json() as { items: { imageUrl: string }[] }).items[0]!.imageUrl,
    ];
    for (const url of urls) {
      const picture = await t.app.inject({ method: 'GET', url });
      expect(picture.statusCode, url).toBe(200);
      expect(picture.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    }
  });

  it('adds nothing when run again', async () => {
    expect(
      await seedDemoData({ auth: t.app.auth, db: t.app.database.db, production: false }),
    ).toEqual({
      created: [],
    });
    expect(
      (await signIn(t.app, { email: 'demo@vitrine.local', password: DEMO_PASSWORD })).statusCode,
    ).toBe(200);
  });
});

describe('demo data in tests', () => {
  it('is not added unless asked for', async () => {
    const t = await createTestApp();
    try {
      const res = await signIn(t.app, { email: 'demo@vitrine.local', password: DEMO_PASSWORD });
      expect(res.statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});

describe('demo data in production', () => {
  it('is off unless SEED_DEMO_DATA=true says otherwise', () => {
    const production = {
      NODE_ENV: 'production',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'vitrine-prod-config-')),
      AUTH_SECRET: 'test-secret-that-is-long-enough-for-auth-0123456789',
      ALLOW_SANDBOX_IN_PRODUCTION: 'true',
    };
    expect(loadConfig(production).seedDemoData).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
    expect(loadConfig({ DATA_DIR: production.DATA_DIR }).seedDemoData).toBe(true);
  });

  it('never creates the staff or admin account with the published password', async () => {
    const t = await createTestApp();
    try {
      const { created } = await seedDemoData({
        auth: t.app.auth,
        db: t.app.database.db,
        production: true,
      });
      expect(created).toEqual(['demo@vitrine.local', 'vendor@vitrine.local']);
      for (const email of ['admin@vitrine.local', 'employee@vitrine.local']) {
        const res = await signIn(t.app, { email, password: DEMO_PASSWORD });
        expect(res.statusCode, email).toBe(401);
      }
      const customer = await signIn(t.app, {
        email: 'demo@vitrine.local',
        password: DEMO_PASSWORD,
      });
      expect(customer.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('npm run db:seed and db:reset (src/seed/cli.ts)', () => {
  const run = promisify(execFile);
  const serverDir = path.resolve(import.meta.dirname, '../..');
  let dataDir: string;
  let database: Awaited<ReturnType<typeof createTestDatabaseUrl>>;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-seed-cli-'));
    database = await createTestDatabaseUrl();
  });
  afterAll(async () => {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const cli = (command: string) =>
    run(process.execPath, ['--import', 'tsx', 'src/seed/cli.ts', command], {
      cwd: serverDir,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DATA_DIR: dataDir,
        // PGlite in DATA_DIR by default; the fresh PostgreSQL database when tests run there.
        DATABASE_URL: database.url === 'memory://' ? '' : database.url,
      },
    });

  // Each run is a process creating a PGlite cluster on disk: slow on a busy machine.
  it('seeds the demo accounts, and reset leaves only them', { timeout: 180_000 }, async () => {
    const first = await cli('seed');
    expect(first.stdout).toContain(`${demoAccounts.length} demo account(s) added`);

    // Someone registers in between; reset drops them along with everything else.
    const t = await createTestApp({
      DATA_DIR: dataDir,
      DATABASE_URL: database.url === 'memory://' ? '' : database.url,
    });
    const stranger = await registerAccount(t.app);
    expect(
      (await signIn(t.app, { email: stranger.email, password: stranger.password })).statusCode,
    ).toBe(200);
    await t.close();

    const reset = await cli('reset');
    expect(reset.stdout).toContain(`Reset and seeded`);
    expect(reset.stdout).toContain(`${demoAccounts.length} demo account(s) added`);

    const after = await createTestApp({
      DATA_DIR: dataDir,
      DATABASE_URL: database.url === 'memory://' ? '' : database.url,
    });
    try {
      expect(
        (await signIn(after.app, { email: stranger.email, password: stranger.password }))
          .statusCode,
      ).toBe(401);
      expect(
        (await signIn(after.app, { email: 'demo@vitrine.local', password: DEMO_PASSWORD }))
          .statusCode,
      ).toBe(200);
    } finally {
      await after.close();
    }
  });
});
