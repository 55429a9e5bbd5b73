/*
 * Debian's Chromium as the browser tests and the bench launch it (`npx playwright install` cannot
 * download here): the binary, CHROMIUM_PATH overriding it, and the flags that keep it quiet.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
