import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createSandboxCarrier } from './carrier.ts';

const HOUR = 60 * 60 * 1000;
const shippedAt = new Date('2026-11-24T10:00:00.000Z');
const at = (ms: number) => () => new Date(shippedAt.getTime() + ms);
const codes = async (clock: () => Date, speed?: number) =>
  (await createSandboxCarrier(clock, speed).track({ trackingNumber: 'SBX-1', shippedAt })).map(
    (e) => e.code,
  );

describe('the sandbox carrier', () => {
  it('reports its steps as the clock passes them', async () => {
    expect(await codes(at(HOUR))).toEqual([]);
    expect(await codes(at(21 * HOUR))).toEqual(['picked_up', 'in_transit']);
    expect(await codes(at(48 * HOUR))).toEqual([
      'picked_up',
      'in_transit',
      'out_for_delivery',
      'delivered',
    ]);
  });

  it('runs its 48 hours in 2 seconds at SANDBOX_CARRIER_SPEED=86400 (end-to-end tests)', async () => {
    expect(await codes(at(1_000), 86_400)).toEqual(['picked_up', 'in_transit']);
    expect(await codes(at(2_000), 86_400)).toHaveLength(4);
  });

  it('refuses a fast courier in production', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://localhost/x',
      AUTH_SECRET: 'a-production-secret-that-is-long-enough-0123456789',
      PUBLIC_URL: 'https://vitrine.example',
    };
    expect(() => loadConfig({ ...production, SANDBOX_CARRIER_SPEED: '86400' })).toThrow(
      /SANDBOX_CARRIER_SPEED/,
    );
    expect(
      loadConfig({ NODE_ENV: 'test', SANDBOX_CARRIER_SPEED: '86400' }).sandboxCarrierSpeed,
    ).toBe(86_400);
  });
});
