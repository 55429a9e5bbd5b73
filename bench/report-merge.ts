/*
 * A run of some steps only (`--only=…`) rewrites BENCHMARKS.md; without this, every other section
 * would become "Not measured: skipped". Instead the sections and target rows of the skipped steps are
 * copied from the previous file unchanged, and the header says which steps were measured when.
 */

export type StepPlace = {
  step: string;
  /** The section's heading line, exactly as the report renders it. */
  heading: string;
  /** How the step's rows in the Targets table begin ('| cold start'); none when it has no row there. */
  rowPrefix?: string;
};

const SKIPPED = 'Not measured: skipped';
const KEPT_LINE = 'Kept unchanged from earlier runs';

type Doc = { preamble: string[]; sections: Map<string, string[]>; order: string[] };

function parse(md: string): Doc {
  const doc: Doc = { preamble: [], sections: new Map(), order: [] };
  let current: string[] = doc.preamble;
  for (const line of md.split('\n')) {
    if (line.startsWith('## ')) {
      current = [];
      doc.sections.set(line, current);
      doc.order.push(line);
    } else current.push(line);
  }
  return doc;
}

const render = (doc: Doc) => [...doc.preamble, ...doc.order.flatMap((h) => [h, ...doc.sections.get(h)!])].join('\n');

const isSkipped = (body: string[] | undefined) => !body || body.some((l) => l.startsWith(SKIPPED));

/** When each step of a file was measured: its own "kept" note, else the file's date for every step. */
function measuredDates(prev: Doc): Map<string, string> {
  const dates = new Map<string, string>();
  const written = prev.preamble.map((l) => /^Written by .*? on (\S+?)\.\s/.exec(l)?.[1]).find(Boolean);
  const kept = prev.preamble.find((l) => l.startsWith(KEPT_LINE));
  for (const m of kept?.matchAll(/(\w+) \(measured (\S+?)\)/g) ?? []) dates.set(m[1]!, m[2]!);
  if (written) dates.set('*', written);
  return dates;
}

/**
 * `next` with the sections and target rows of `skipped` steps taken from `previous` where it has them
 * measured. Steps the previous file had not measured either stay "skipped".
 */
export function keepSkippedSections(next: string, previous: string | undefined, places: StepPlace[], ran: ReadonlySet<string>): string {
  if (!previous) return next;
  const doc = parse(next);
  const prev = parse(previous);
  const dates = measuredDates(prev);
  const targetsHeading = '## Targets';
  const rows = doc.sections.get(targetsHeading);
  const prevRows = prev.sections.get(targetsHeading) ?? [];
  const kept: string[] = [];

  for (const place of places) {
    if (ran.has(place.step)) continue;
    const old = prev.sections.get(place.heading);
    if (!doc.sections.has(place.heading) || isSkipped(old)) continue;
    doc.sections.set(place.heading, old!);
    const prefix = place.rowPrefix;
    if (rows && prefix) {
      const oldRows = prevRows.filter((l) => l.startsWith(prefix));
      const at = rows.findIndex((l) => l.startsWith(prefix));
      if (oldRows.length && at >= 0) {
        const remaining = rows.filter((l, i) => i < at || !l.startsWith(prefix));
        remaining.splice(at, 0, ...oldRows);
        rows.splice(0, rows.length, ...remaining);
      }
    }
    kept.push(`${place.step} (measured ${dates.get(place.step) ?? dates.get('*') ?? 'at an unknown date'})`);
  }

  if (kept.length) {
    const written = doc.preamble.findIndex((l) => l.startsWith('Written by '));
    const note = [
      '',
      `Steps measured by this run: ${
        places
          .filter((p) => ran.has(p.step))
          .map((p) => p.step)
          .join(', ') || 'none'
      }.`,
      `${KEPT_LINE} (not run this time: their sections and target rows are copied from the previous BENCHMARKS.md as the run that measured them wrote them; the machine table below is this run's): ${kept.join(', ')}.`,
    ];
    doc.preamble.splice(written + 1, 0, ...note);
  }
  return render(doc);
}
