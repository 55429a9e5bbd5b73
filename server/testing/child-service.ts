import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { SERVICE_ARGS } from '../service-command';

/* The real service as a child process (server/service-command.ts), for tests that kill it. */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

export type ChildService = { child: ChildProcess; base: string; exited: Promise<void> };

/** Starts the service on a database file and waits until the trading service answers. */
export async function startChildService(dbFile: string, timeoutMs = 60_000): Promise<ChildService> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, SERVICE_ARGS, {
    cwd: ROOT,
    env: { ...process.env, DB_FILE: dbFile, PORT: String(port), HOST: '127.0.0.1', RATE_LIMIT: 'off', LIQUIDITY: 'off' },
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the service exited while starting');
    const ok = await fetch(`${base}/clob/ok`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, base, exited };
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the service did not start in time');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
