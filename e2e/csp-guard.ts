import { expect, type BrowserContext } from '@playwright/test';

/** What a page's securitypolicyviolation event said, or a console line about the policy. */
export type CspViolation = { directive: string; blocked: string; source: string; sample: string } | { console: string };

export type CspGuard = {
  /** For a test that breaks the policy on purpose: the guard then leaves the verdict to the test. */
  expectViolations: () => void;
  /** The violations so far (after a round trip to the page, so the last reports have arrived). */
  violations: () => Promise<CspViolation[]>;
};

const BINDING = '__vantageCspViolation';

/**
 * Watches every page of the test's context for Content-Security-Policy violations: the page's own
 * securitypolicyviolation events, reported through a binding (page script cannot hide them), and the
 * console lines Chromium writes for them. Registered before any page loads, so the first script counts.
 */
export async function watchCsp(context: BrowserContext): Promise<{ guard: CspGuard; verdict: () => Promise<void> }> {
  const seen: CspViolation[] = [];
  let expected = false;
  await context.exposeBinding(BINDING, (_source, v: CspViolation) => void seen.push(v));
  await context.addInitScript((binding) => {
    document.addEventListener(
      'securitypolicyviolation',
      (e) => {
        const report = (window as unknown as Record<string, (v: unknown) => void>)[binding];
        report?.({ directive: e.effectiveDirective, blocked: e.blockedURI, source: `${e.sourceFile}:${e.lineNumber}`, sample: e.sample });
      },
      true,
    );
  }, BINDING);
  context.on('console', (msg) => {
    if (/Content[- ]Security[- ]Policy/i.test(msg.text())) seen.push({ console: msg.text() });
  });
  const violations = async () => {
    // binding calls travel ahead of this evaluation's answer
    await Promise.all(context.pages().map((p) => p.evaluate(() => 0).catch(() => 0)));
    return [...seen];
  };
  return {
    guard: { expectViolations: () => (expected = true), violations },
    verdict: async () => {
      if (!expected) expect(await violations(), 'Content-Security-Policy violations').toEqual([]);
    },
  };
}
