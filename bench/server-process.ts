import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { SERVICE_ARGS } from '../server/service-command';

/* Starts the real service (server/service-command.ts) on 127.0.0.1 and waits for its health route. */

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const HOST = '127.0.0.1';

const live = new Set<ChildProcess>();
let hooked = false;

/** Children never outlive the bench, whatever way it ends. */
function hookCleanup(): void {
  if (hooked) return;
  hooked = true;
  process.on('exit', () => {
    for (const child of live) child.kill('SIGKILL');
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      for (const child of live) child.kill('SIGKILL');
      process.exit(130);
    });
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, HOST, () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export type ServerHandle = {
  child: ChildProcess;
  pid: number;
  base: string;
  /** Milliseconds from spawn to the first 200 of the health route. */
  readyMs: number;
  output: string[];
  stop(): Promise<void>;
};

export type StartOptions = {
  env: Record<string, string>;
  timeoutMs: number;
  healthPath?: string;
  /** Each line the server prints (progress of a dataset generation, errors). */
  onLine?: (line: string) => void;
  /** A reason to give up on a line the server prints (it started rebuilding a dataset it must not touch): the server is stopped and the start fails with it. */
  refuse?: (line: string) => string | undefined;
  /** Node flags before the entry (e.g. --cpu-prof, which NODE_OPTIONS does not take). */
  nodeArgs?: string[];
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startServer(opts: StartOptions): Promise<ServerHandle> {
  hookCleanup();
  const port = await freePort();
  const base = `http://${HOST}:${port}`;
  const health = `${base}${opts.healthPath ?? '/data/'}`;
  const output: string[] = [];
  let refused: string | undefined;
  const started = performance.now();
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), ...SERVICE_ARGS], {
    cwd: ROOT,
    env: { ...process.env, RATE_LIMIT: 'off', ...opts.env, PORT: String(port), HOST },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  let exited: string | undefined;
  const exitedPromise = new Promise<void>((resolve) => {
    child.on('exit', (code, signal) => {
      exited = `exited with ${signal ?? `code ${code}`}`;
      live.delete(child);
      resolve();
    });
  });
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        output.push(line);
        if (output.length > 200) output.shift();
        opts.onLine?.(line);
        refused ??= opts.refuse?.(line);
        // killed at once: a generation is synchronous, so the service would not see a SIGTERM until it ended
        if (refused) child.kill('SIGKILL');
      }
    });
  }

  const stop = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    const killed = await Promise.race([exitedPromise.then(() => true), sleep(5_000).then(() => false)]);
    if (!killed) {
      child.kill('SIGKILL');
      await exitedPromise;
    }
  };

  const deadline = started + opts.timeoutMs;
  let last = 'no answer yet';
  while (performance.now() < deadline) {
    if (refused) {
      await stop();
      throw new Error(refused);
    }
    if (exited) throw new Error(`server ${exited} before answering ${health}:\n${output.slice(-15).join('\n')}`);
    try {
      const res = await fetch(health, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.status === 200) {
        return { child, pid: child.pid ?? 0, base, readyMs: performance.now() - started, output, stop };
      }
      last = `HTTP ${res.status}`;
    } catch {
      // not listening yet (still generating, or still compiling)
    }
    await sleep(20);
  }
  await stop();
  throw new Error(`server did not answer 200 on ${health} within ${(opts.timeoutMs / 1000).toFixed(0)} s (last: ${last})`);
}

/** CPU seconds (user + system) a Linux process has used so far; undefined elsewhere. */
export async function cpuSeconds(pid: number): Promise<number | undefined> {
  try {
    const { readFile } = await import('node:fs/promises');
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // fields after the parenthesised command name; utime and stime are the 12th and 13th of those
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks / 100 : undefined;
  } catch {
    return undefined;
  }
}
