import { DEMO_TRADER, expect, test } from './fixtures';

/*
 * The page's Content-Security-Policy (server/csp/, hashes from build/csp-manifest.ts). That every
 * view runs under it without a violation is checked by every spec (cspGuard in fixtures.ts).
 */

test.describe('content security policy', () => {
  test('the page goes out with a strict policy, for / and every deep link', async ({ page }) => {
    for (const path of ['/', `/portfolio/${DEMO_TRADER}/positions`, '/markets']) {
      const res = (await page.goto(path))!;
      expect(res.status(), path).toBe(200);
      const headers = res.headers();
      const policy = headers['content-security-policy'] ?? '';
      expect(policy, path).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes/);
      const directives = new Map(
        policy
          .split(';')
          .map((d) => d.trim().split(/\s+/) as [string, ...string[]])
          .map(([n, ...v]) => [n, v]),
      );
      expect(directives.get('default-src'), path).toEqual(["'self'"]);
      expect(directives.get('object-src'), path).toEqual(["'none'"]);
      expect(directives.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(directives.get('base-uri'), path).toEqual(["'self'"]);
      expect(directives.get('form-action'), path).toEqual(["'self'"]);
      expect(directives.get('connect-src'), path).toContain("'self'");
      expect(directives.get('img-src'), path).toEqual(expect.arrayContaining(["'self'", 'data:']));
      // exactly the page's inline blocks are allowed, each by the hash of its text
      const inline = await page.evaluate(async () => {
        const hash = async (text: string) =>
          `'sha256-${btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))))}'`;
        const scripts = [...document.querySelectorAll('script:not([src])')].map((s) => s.textContent ?? '');
        const styles = [...document.querySelectorAll('style')].map((s) => s.textContent ?? '');
        return { scripts: await Promise.all(scripts.map(hash)), styles: await Promise.all(styles.map(hash)) };
      });
      const hashes = (name: string) => (directives.get(name) ?? []).filter((s) => s.startsWith("'sha256-")).sort();
      expect(inline.scripts.length, path).toBeGreaterThan(0);
      expect(hashes('script-src'), path).toEqual(inline.scripts.sort());
      expect(hashes('style-src'), path).toEqual(inline.styles.sort());
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('no-referrer');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    }
  });

  test('an injected inline script is blocked and reported', async ({ page, cspGuard }) => {
    cspGuard.expectViolations();
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Open the demo trader' })).toBeVisible();
    expect(await cspGuard.violations(), 'the page itself loads without a violation').toEqual([]);
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.head.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran, 'the injected script ran').toBe(false);
    await expect
      .poll(async () =>
        (await cspGuard.violations()).some((v) => 'directive' in v && v.directive.startsWith('script-src') && v.blocked === 'inline'),
      )
      .toBe(true);
  });
});
