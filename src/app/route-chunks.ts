/*
 * Which lazy route modules a first visit to a path needs, for the build's preload script
 * (vite.config.ts). Without it a deep link loads HTML, then the entry, then the portfolio route,
 * then its view: each step a round trip. With it every chunk the page needs starts downloading as
 * soon as the HTML arrives. Must follow router.tsx and routes/portfolio.tsx (route-chunks.test.ts).
 * Plain data: the build reads it in Node.
 */
const PORTFOLIO = '^/portfolio/[^/]+';

export const ROUTE_CHUNKS: readonly { pattern: string; modules: readonly string[] }[] = [
  { pattern: '^/$', modules: ['home'] },
  { pattern: `${PORTFOLIO}/?$`, modules: ['portfolio', 'overview'] },
  { pattern: `${PORTFOLIO}/positions/?$`, modules: ['portfolio', 'positions'] },
  { pattern: `${PORTFOLIO}/combos/?$`, modules: ['portfolio', 'combos'] },
  { pattern: `${PORTFOLIO}/activity/?$`, modules: ['portfolio', 'activity'] },
  { pattern: `${PORTFOLIO}/trades/?$`, modules: ['portfolio', 'trades'] },
  { pattern: `${PORTFOLIO}/approvals/?$`, modules: ['portfolio', 'approvals'] },
  { pattern: `${PORTFOLIO}/accounting/?$`, modules: ['portfolio', 'accounting'] },
  { pattern: '^/leaderboards/?$', modules: ['leaderboards'] },
  { pattern: '^/markets/?$', modules: ['markets'] },
  { pattern: '^/market/[^/]+/?$', modules: ['market'] },
  { pattern: '^/trade/?$', modules: ['coming-soon'] },
];
