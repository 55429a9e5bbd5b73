// The e2e suite drives Debian's Chromium (Playwright cannot download its own browser here).
// Installs it when missing and we are root; otherwise stops with one line saying how.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const BIN = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(BIN)) {
  if (process.getuid?.() === 0) {
    console.log(`${BIN} is missing: installing Debian's chromium (apt-get install -y chromium)...`);
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  } else {
    console.error(`Chromium is missing: run "sudo apt-get install -y chromium" (or set CHROMIUM_PATH), then npm test again.`);
    process.exit(1);
  }
}
