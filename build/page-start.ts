import { resolve } from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import { LAZY_GROUPS } from './chunk-groups';

type OutChunk = { type: 'chunk'; fileName: string; moduleIds: string[]; imports: string[]; isEntry: boolean };

/**
 * Files a first visit may need before its page can draw. A browser opens six connections to a host
 * over HTTP/1.1; on a slow link every file beyond them waits a whole round trip for a free one, and
 * the page's first reads (which leave with the HTML) need connections too.
 */
const FIRST_VISIT_FILES = 6;

/**
 * Puts src/app/boot/page-start-script.ts first in the built index.html, with its table: from the
 * route table (src/app/routes.ts), each page's chunks beyond the entry and the reads its HTML starts
 * (src/app/boot/first-reads.ts). Fails the build when a page's first visit needs more than
 * FIRST_VISIT_FILES files or a lazy group became part of the entry.
 */
export function pageStart(): Plugin {
  let base = '/';
  let root = process.cwd();
  let mode = 'production';
  return {
    name: 'vantage-page-start',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      root = config.root;
      mode = config.mode;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (!ctx.bundle) return;
        const chunks = Object.values(ctx.bundle).filter((c) => c.type === 'chunk') as unknown as OutChunk[];
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (start: OutChunk[]) => {
          const seen = new Set<string>();
          const queue = [...start];
          while (queue.length) {
            const c = queue.pop()!;
            if (seen.has(c.fileName)) continue;
            seen.add(c.fileName);
            for (const f of c.imports) if (byFile.has(f)) queue.push(byFile.get(f)!);
          }
          return seen;
        };
        const initial = closure(chunks.filter((c) => c.isEntry));
        const leaked = [...initial].filter((f) => LAZY_GROUPS.some((g) => f.split('/').pop()!.startsWith(`${g}-`)));
        if (leaked.length && !process.env.NOGUARD)
          throw new Error(`page-start: ${leaked.join(', ')} became part of the entry; narrow its group in build/chunk-groups.ts`);
        const chunkOf = (name: string) => {
          const id = resolve(root, 'src/app/routes', `${name}.tsx`);
          const chunk = chunks.find((c) => c.moduleIds.includes(id));
          if (!chunk) throw new Error(`page-start: no chunk for src/app/routes/${name}.tsx`);
          return chunk;
        };
        const stylesheets = (html.match(/<link\b[^>]*\brel="stylesheet"/g) ?? []).length;
        // same mode and env as this build, so the recorded URLs use its VITE_* service addresses
        const { module: boot } = await runnerImport<typeof import('../src/app/boot/page-start-build')>(
          '/src/app/boot/page-start-build.ts',
          { configFile: false, root, mode, logLevel: 'error' },
        );
        const table = boot.pageStartTable(
          base,
          (modules, route) => {
            const needed = [...closure(modules.map(chunkOf))].filter((f) => !initial.has(f));
            // the entry itself arrives inside index.html (build/inline-entry.ts), not as a file
            const firstVisit = initial.size - 1 + needed.length + stylesheets;
            if (firstVisit > FIRST_VISIT_FILES && !process.env.NOGUARD) {
              throw new Error(
                `page-start: a first visit to ${route.path} needs ${firstVisit} files (${[...initial, ...needed].join(', ')} and CSS); see build/chunk-groups.ts`,
              );
            }
            return needed;
          },
          boot.FIRST_READS,
        );
        // first thing after the charset: an inline script placed after the stylesheet would wait for it
        const at = html.indexOf('>', html.search(/<meta charset/i)) + 1;
        if (at === 0) throw new Error('page-start: index.html has no <meta charset>');
        return `${html.slice(0, at)}\n    <script>${boot.pageStartScript(table)}</script>${html.slice(at)}`;
      },
    },
  };
}
