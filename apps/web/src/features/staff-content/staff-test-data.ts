import axe from 'axe-core';
import { expect } from 'vitest';
import { signedInCustomer } from '../../test/render-app.tsx';

/** A signed-in employee (the API decides their areas). */
export const signedInEmployee: typeof signedInCustomer = {
  ...signedInCustomer,
  userId: 'user-staff',
  profile: { name: 'Asha Staff', email: 'asha@example.com' },
  role: { customer: false, vendor: false, employee: true, admin: false },
};

/** Field errors as the server answers them (VALIDATION_FAILED or CONFLICT with details). */
export const fieldError = (status: number, code: string, field: string, message: string) =>
  new Response(
    JSON.stringify({
      error: { code, message: `${field}: ${message}`, details: [{ field, message }] },
    }),
    { status, headers: { 'content-type': 'application/json' } },
  );

/**
 * No accessibility violation axe can see in jsdom (WCAG 2.1 A and AA; colour contrast needs a
 * real browser's layout, so the every-route journey checks it).
 */
export async function expectNoAxeViolations(container: Element) {
  const result = await axe.run(container, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}
