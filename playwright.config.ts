import { defineConfig, devices } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium-args';
import { SERVICE_ARGS } from './server/service-command';

/*
 * The e2e suite runs against a real local service started the way `npm start` starts it (the built
 * app served by server/main.ts over the demo dataset), on a free port, in Debian's Chromium.
 * The config is evaluated in the runner and again in each worker; the port is chosen once and
 * handed down through the environment.
 */
function freePort(): number {
  const script = "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script]).toString().trim());
}
process.env.E2E_PORT ??= String(freePort());
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  // generous: on a 2-core machine the first page of a view shares the CPU with the other worker
  expect: { timeout: 20_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      // QUIC off: the tests read every request, and the local service speaks HTTP/1.1
      args: [...CHROMIUM_ARGS, '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `node ${SERVICE_ARGS.join(' ')}`,
    url: `${baseURL}/data/`,
    env: { PORT: String(port), HOST: '127.0.0.1', STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist', RATE_LIMIT: 'off' },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
