import type { Page, Request } from '@playwright/test';

/** The service's API mounts; everything else it serves is the app itself. */
// the perps gateway's REST lives under /perps/v1 (the app's own pages are /perps and /perps/<symbol>)
const API_MOUNTS = ['/data', '/clob', '/gamma', '/perps/v1'];

export function isApi(url: URL): boolean {
  return API_MOUNTS.some((m) => url.pathname === m || url.pathname.startsWith(`${m}/`));
}

export type ApiRequest = { method: string; url: URL };

/** Every request the page sends to the API mounts from now on, in order. */
export function recordApiRequests(page: Page): ApiRequest[] {
  const seen: ApiRequest[] = [];
  page.on('request', (r: Request) => {
    const url = new URL(r.url());
    if (isApi(url)) seen.push({ method: r.method(), url });
  });
  return seen;
}

/** The requests sent more than once (same method, same full URL), as "N× METHOD url". */
export function duplicates(requests: readonly ApiRequest[]): string[] {
  const counts = new Map<string, number>();
  for (const { method, url } of requests) counts.set(`${method} ${url.href}`, (counts.get(`${method} ${url.href}`) ?? 0) + 1);
  return [...counts].filter(([, n]) => n > 1).map(([r, n]) => `${n}× ${r}`);
}

/**
 * Holds every API request the page sends until release(): nothing is answered or invented, the
 * requests simply wait, so whatever the page shows meanwhile came from its own storage.
 */
export async function holdApi(page: Page) {
  const held: URL[] = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((r) => (release = r));
  await page.route(isApi, async (route) => {
    held.push(new URL(route.request().url()));
    await gate;
    await route.continue().catch(() => undefined); // the page may have given up on it meanwhile
  });
  return {
    held,
    release: async () => {
      release();
      await page.unrouteAll({ behavior: 'wait' });
    },
  };
}
