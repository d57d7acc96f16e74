import { expect, it } from 'vitest';
import { describeSharedJourney } from './support/harness.ts';

describeSharedJourney('the API documentation', (journey) => {
  it('renders Swagger UI at /api/docs with no Content-Security-Policy violation', async () => {
    const page = await journey().newPage();
    // Chromium reports each violation as a console error and as a DOM event; keep both.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });

    const response = await page.goto('/api/docs');
    expect(response?.status()).toBe(200);
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toContain('upgrade-insecure-requests');

    await expect
      .poll(() => page.locator('.swagger-ui .info .title').textContent(), { timeout: 30_000 })
      .toContain('Vitrine API');
    // Open an operation: Swagger UI styles and renders its details at run time.
    await page.locator('.opblock-summary').first().click();
    await page.locator('.opblock-body').first().waitFor();

    const violations = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    expect(violations).toEqual([]);
    expect(consoleErrors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
  });
});
