import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// A build with WalletConnect must still pass the page-start and inline-entry checks: its modules
// share packages with ours, and the chunking must keep them out of the read views' first visits.
describe('a build with VITE_WALLETCONNECT_PROJECT_ID', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'vantage-wc-build-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('builds, with WalletConnect in its own lazy chunk', () => {
    execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
      env: { ...process.env, VITE_WALLETCONNECT_PROJECT_ID: 'test-project', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
      stdio: 'pipe',
    });
    const files = readdirSync(join(outDir, 'assets'));
    expect(files.some((f) => /^walletconnect-.*\.js$/.test(f))).toBe(true);
  });
});
