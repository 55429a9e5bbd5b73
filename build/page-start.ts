import { resolve } from 'node:path';
import { runnerImport, type Plugin } from 'vite';

type OutChunk = { type: 'chunk'; fileName: string; moduleIds: string[]; imports: string[]; isEntry: boolean };

/**
 * Puts src/app/boot/page-start.ts's script first in the built index.html, with its table: from the
 * route table (src/app/routes.ts), each page's chunks beyond the entry and the reads its HTML starts.
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
        const chunkOf = (name: string) => {
          const id = resolve(root, 'src/app/routes', `${name}.tsx`);
          const chunk = chunks.find((c) => c.moduleIds.includes(id));
          if (!chunk) throw new Error(`page-start: no chunk for src/app/routes/${name}.tsx`);
          return chunk;
        };
        // same mode and env as this build, so the recorded URLs use its VITE_* service addresses
        const { module: boot } = await runnerImport<typeof import('./page-start-reads')>('/build/page-start-reads.ts', {
          configFile: false,
          root,
          mode,
          logLevel: 'error',
        });
        // the entry's own files are in the page already (its script and Vite's modulepreload links)
        const table = boot.pageStartTable(
          base,
          (modules) => [...closure(modules.map(chunkOf))].filter((f) => !initial.has(f)),
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
