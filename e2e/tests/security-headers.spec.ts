import { ADMIN, CREDITOR_USER } from '../support/accounts';
import { expect, test } from '../support/fixtures';

/**
 * The app runs under its Content-Security-Policy: Chromium reports every violation on the
 * console ("Refused to ...") and as a securitypolicyviolation event; neither may happen while
 * a user signs in and opens a few screens.
 */
test.describe('security headers', () => {
  test('the page carries the policy and the other headers', async ({ request }) => {
    const page = await request.get('/login');
    const csp = page.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers()['x-content-type-options']).toBe('nosniff');
    expect(page.headers()['referrer-policy']).toBe('same-origin');
    const api = await request.get('/api/health');
    expect(api.headers()['cache-control']).toBe('no-store');
  });

  for (const account of [ADMIN, CREDITOR_USER]) {
    test(`${account.email} signs in and browses with no policy violation`, async ({ page, loginPage }) => {
      const violations: string[] = [];
      page.on('console', (msg) => {
        if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          console.error(`Refused to load (CSP): ${e.violatedDirective} ${e.blockedURI}`);
        });
      });

      await loginPage.goto();
      await loginPage.signIn(account.email, account.password);
      await expect(page).toHaveURL(/\/app$/);
      for (const path of ['/app/access', '/app/parameters', '/app']) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('#root')).not.toBeEmpty();
      }
      expect(violations).toEqual([]);
    });
  }

  test('the API documentation at /api/docs renders under the policy', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (msg) => {
      if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        console.error(`Refused to load (CSP): ${e.violatedDirective} ${e.blockedURI}`);
      });
    });
    const response = await page.goto('/api/docs');
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    // Swagger UI fetched the OpenAPI document and drew its operations.
    await expect(page.locator('.swagger-ui .info .title')).toContainText('Lastro API');
    await expect(page.locator('.opblock').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });
});
