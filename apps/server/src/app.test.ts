import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { APP_STARTER_CSP_SOURCE } from './platform/http/web-first-screen.ts';

const testConfig = (env: Record<string, string> = {}) =>
  loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'vitrine-app-')),
    DATABASE_URL: 'memory://',
    AUTH_SECRET: 'test-secret-that-is-long-enough-for-auth-0123456789',
    WEB_DIST: mkdtempSync(path.join(tmpdir(), 'vitrine-nodist-')),
    ...env,
  });

describe('graceful shutdown', () => {
  it('finishes a request in flight, then refuses new connections', async () => {
    const app = await buildApp(testConfig());
    app.get('/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      return { finished: true };
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    const inFlight = fetch(`${url}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closed = app.close();

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    await closed;
    await expect(fetch(`${url}/api/v1/health`)).rejects.toThrow();
  });
});

describe('error bodies', () => {
  it('answers malformed JSON with a 400 in the one error body, never a 5xx', async () => {
    const app = await buildApp(testConfig());
    app.post('/echo', async (request) => request.body);
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    await app.close();
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('serving the built web app', () => {
  it('answers app paths with index.html and unknown API paths with the API 404 body', async () => {
    const webDist = mkdtempSync(path.join(tmpdir(), 'vitrine-dist-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    const app = await buildApp({ ...testConfig(), webDist });

    const page = await app.inject({ method: 'GET', url: '/user/orders?tab=open' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['cache-control']).toBe('no-cache');

    const api = await app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    await app.close();
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No route for GET /api/v1/nothing-here.' },
    });
  });
});

describe('the content security policy', () => {
  const policyOf = async (env: Record<string, string> = {}) => {
    const app = await buildApp(testConfig({ PAYMENT_RECONCILE_INTERVAL_MS: '0', ...env }));
    const res = await app.inject({ method: 'GET', url: '/api/v1/health' });
    await app.close();
    const policy = String(res.headers['content-security-policy']);
    return (name: string) =>
      policy
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .find(([directive]) => directive === name)
        ?.slice(1);
  };

  it("lets Razorpay's checkout script, frames and calls in when Razorpay is the provider", async () => {
    const directive = await policyOf({
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_key',
      RAZORPAY_KEY_SECRET: 'key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
    });
    expect(directive('script-src')).toEqual([
      "'self'",
      APP_STARTER_CSP_SOURCE,
      'https://checkout.razorpay.com',
    ]);
    expect(directive('frame-src')).toEqual(
      expect.arrayContaining(['https://checkout.razorpay.com', 'https://api.razorpay.com']),
    );
    expect(directive('connect-src')).toContain('https://api.razorpay.com');
  });

  it('allows no outside script or frame with the sandbox', async () => {
    const directive = await policyOf();
    // Our own scripts, and the landing pages' one inline starter by its hash.
    expect(directive('script-src')).toEqual(["'self'", APP_STARTER_CSP_SOURCE]);
    expect(directive('frame-src')).toEqual(["'self'"]);
    expect(directive('connect-src')).not.toContain('https://api.razorpay.com');
  });
});
