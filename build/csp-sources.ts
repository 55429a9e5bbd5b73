import { createHash } from 'node:crypto';
import type { CspSources } from '../server/csp/policy';

/*
 * What the page's Content-Security-Policy must allow beyond its own origin, read from the built
 * page and the build's settings (server/csp/policy.ts adds the fixed part).
 */

/** A CSP hash source of an inline block's text, as the browser hashes it (UTF-8, after the parser's newline normalisation). */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64')}'`;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;

/**
 * The hashes of every inline script and style block of a page. Refuses what hashes cannot allow
 * without 'unsafe-hashes' or 'unsafe-inline': event-handler and style attributes, javascript: URLs.
 */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(SCRIPT)].filter(([, attrs]) => !/\bsrc\s*=/i.test(attrs!)).map(([, , text]) => cspHash(text!));
  const styles = [...html.matchAll(STYLE)].map(([, text]) => cspHash(text!));
  const markup = html.replace(SCRIPT, '<script>').replace(STYLE, '<style>');
  const attribute = /<[a-z][^>]*?\s(on[a-z]+|style)\s*=/i.exec(markup);
  if (attribute) throw new Error(`csp: the page has an inline ${attribute[1]}= attribute; move it into a script or the stylesheet`);
  if (/\s(href|src|action|formaction)\s*=\s*["']?\s*javascript:/i.test(markup)) throw new Error('csp: the page has a javascript: URL');
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

/** The services WalletConnect's connector talks to, frames and shows images and fonts from. */
const WALLETCONNECT: CspSources = {
  'connect-src': [
    'https://rpc.walletconnect.org',
    'https://rpc.walletconnect.com',
    'https://relay.walletconnect.org',
    'https://relay.walletconnect.com',
    'wss://relay.walletconnect.org',
    'wss://relay.walletconnect.com',
    'https://pulse.walletconnect.org',
    'https://api.web3modal.org',
    'https://keys.walletconnect.org',
  ],
  'frame-src': ['https://verify.walletconnect.org', 'https://verify.walletconnect.com', 'https://secure.walletconnect.org'],
  'img-src': ['https://api.web3modal.org'],
  'font-src': ['https://fonts.reown.com'],
};

type Env = Partial<Record<string, string>>;

const originOf = (value: string | undefined) => (value && /^https?:\/\//i.test(value) ? new URL(value).origin : undefined);

/**
 * Origins the build's settings send the page to: the API base URLs when absolute (relative ones are
 * this origin), WalletConnect's services when a project id is set, and CSP_IMAGE_ORIGINS.
 */
export function configuredSources(env: Env): CspSources {
  const apis = [env.VITE_DATA_URL, env.VITE_METADATA_URL, env.VITE_TRADING_URL, env.VITE_RELAYER_URL, env.VITE_BRIDGE_URL]
    .map(originOf)
    .filter((o): o is string => o !== undefined);
  const images = (env.CSP_IMAGE_ORIGINS ?? '').split(/\s+/).filter(Boolean);
  const wc = env.VITE_WALLETCONNECT_PROJECT_ID ? WALLETCONNECT : {};
  return {
    'connect-src': [...new Set([...apis, ...(wc['connect-src'] ?? [])])],
    'img-src': [...images, ...(wc['img-src'] ?? [])],
    'font-src': wc['font-src'] ?? [],
    'frame-src': wc['frame-src'] ?? [],
  };
}
