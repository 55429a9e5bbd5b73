import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './server-process';

/* The top self-time frames of a V8 .cpuprofile (the service started with --cpu-prof), for the report. */

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

export type Frame = { name: string; where: string; selfMs: number; share: number };

const IDLE = new Set(['(idle)', '(root)']);

/** The `count` frames with the most self time in the busiest thread's profile of `dir`, as shares of its busy time. */
export function topFrames(dir: string, count = 5): Frame[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .map((f) => join(dir, f));
  if (!files.length) return [];
  const profiles = files.map((f) => JSON.parse(readFileSync(f, 'utf8')) as Profile);
  const busy = (p: Profile) => {
    const ids = new Set(p.nodes.filter((n) => !IDLE.has(n.callFrame.functionName)).map((n) => n.id));
    return p.samples.reduce((sum, id, i) => sum + (ids.has(id) ? (p.timeDeltas[i] ?? 0) : 0), 0);
  };
  // the busiest thread: the event loop under load (not tsx's loader thread, busy only at start)
  const main = profiles.reduce((a, b) => (busy(b) > busy(a) ? b : a));
  const byId = new Map(main.nodes.map((n) => [n.id, n]));
  const self = new Map<string, { name: string; where: string; us: number }>();
  let busyUs = 0;
  main.samples.forEach((id, i) => {
    const node = byId.get(id)!;
    const { functionName, url, lineNumber } = node.callFrame;
    if (IDLE.has(functionName)) return;
    const us = main.timeDeltas[i] ?? 0;
    busyUs += us;
    const where = url ? `${relative(ROOT, url.replace(/^file:\/\//, ''))}:${lineNumber + 1}` : '';
    const key = `${functionName}@${where}`;
    const entry = self.get(key) ?? { name: functionName || '(anonymous)', where, us: 0 };
    entry.us += us;
    self.set(key, entry);
  });
  return [...self.values()]
    .sort((a, b) => b.us - a.us)
    .slice(0, count)
    .map((e) => ({ name: e.name, where: e.where, selfMs: e.us / 1000, share: busyUs ? e.us / busyUs : 0 }));
}
