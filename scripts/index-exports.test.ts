import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportsOf, unusedIndexExports } from './index-exports.ts';

const root = path.resolve(import.meta.dirname, '..');

describe("server modules' index.ts", () => {
  it('exports only what other modules, flows, roots, benchmarks, scripts or tests import', () => {
    expect(Object.fromEntries(unusedIndexExports())).toEqual({});
  });

  it('sees every kind of export an index.ts has', () => {
    // payments' index.ts has a re-export list, an exported function and an exported plugin.
    const names = exportsOf(path.join(root, 'apps/server/src/modules/payments/index.ts'));
    expect(names).toEqual(
      expect.arrayContaining(['onPurchaseSettled', 'createRefundRequests', 'paymentsModule']),
    );
  });
});
