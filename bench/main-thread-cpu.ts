import type { CDPSession } from '@playwright/test';

/*
 * CPU time the page's main thread spent while `run` ran, read from a DevTools trace (thread time of
 * its top-level tasks). Wall-clock times on a shared machine include the time other processes held
 * the CPU; thread time does not, so it says how much of a slow frame or interaction is the app's own
 * work. Under Emulation.setCPUThrottlingRate the throttle's pauses count as thread time too, so this
 * is meant for unthrottled runs.
 */

type TraceEvent = { name: string; ph: string; pid: number; tid: number; dur?: number; tdur?: number; args?: { name?: string } };

export type MainThreadCpu = { cpuMs: number; wallMs: number; tasks: number };

export async function mainThreadCpu(cdp: CDPSession, run: () => Promise<void>): Promise<MainThreadCpu> {
  const events: TraceEvent[] = [];
  const collect = (d: { value: object[] }) => events.push(...(d.value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    categories: 'toplevel,devtools.timeline,disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  });
  try {
    await run();
  } finally {
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', collect);
  }
  const mains = new Set(
    events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map<string, MainThreadCpu>();
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.ph !== 'X' || e.name !== 'RunTask' || !mains.has(thread)) continue;
    const t = byThread.get(thread) ?? { cpuMs: 0, wallMs: 0, tasks: 0 };
    t.cpuMs += (e.tdur ?? 0) / 1000;
    t.wallMs += (e.dur ?? 0) / 1000;
    t.tasks++;
    byThread.set(thread, t);
  }
  // the page's renderer is the busiest one (a browser can have others, idle, for its own pages)
  const busiest = [...byThread.values()].sort((a, b) => b.cpuMs - a.cpuMs)[0];
  if (!busiest) throw new Error('the trace has no main-thread task of a renderer');
  return busiest;
}
