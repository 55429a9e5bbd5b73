import type { Plugin } from 'vite';
import { COMPILE_HINT } from './compile-hints';

/**
 * Puts the entry chunk into index.html as an inline module script. Every first visit waits one
 * round trip for the HTML and then a second one before any script's first byte; on a slow link the
 * line sits idle through the second. Inline, the entry (React's renderer and the app shell, ~60 KB
 * compressed) travels in that window instead, and the files left share the line after it. The build
 * keeps every module a lazy chunk imports out of the entry (core, build/chunk-groups.ts), so nothing
 * ever needs the entry by URL; it fails if that changes. The service revalidates index.html
 * (server/spa-shell.ts), so a return visit does not download it again.
 */
export function inlineEntry(): Plugin {
  let base = '/';
  let assetsDir = 'assets';
  return {
    name: 'vantage-inline-entry',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      assetsDir = config.build.assetsDir;
    },
    // after Vite has written index.html and finished every chunk's code (its preload lists)
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (!page || page.type !== 'asset') throw new Error('inline-entry: no index.html in the bundle');
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const entry = chunks.find((c) => c.isEntry);
        if (!entry) throw new Error('inline-entry: no entry chunk');
        const importers = chunks.filter((c) => c.imports.includes(entry.fileName) || c.dynamicImports.includes(entry.fileName));
        if (importers.length)
          throw new Error(
            `inline-entry: ${importers.map((c) => c.fileName).join(', ')} import the entry; move what they take from it into core (build/chunk-groups.ts)`,
          );
        const html = String(page.source);
        const tag = `<script type="module" crossorigin src="${base}${entry.fileName}"></script>`;
        if (!html.includes(tag)) throw new Error(`inline-entry: index.html does not load ${entry.fileName}`);
        // an inline module resolves imports against the page's URL: spell each chunk's path out
        let code = entry.code;
        for (const c of chunks) {
          const name = c.fileName.slice(assetsDir.length + 1);
          for (const q of ['"', '`']) code = code.split(`${q}./${name}${q}`).join(`${q}${base}${c.fileName}${q}`);
        }
        if (/["'`]\.\/[\w-]+\.js["'`]/.test(code)) throw new Error('inline-entry: the entry still imports a relative path');
        if (/<\/script|<!--/i.test(code)) throw new Error('inline-entry: the entry contains "</script" or "<!--"');
        if (!code.startsWith(COMPILE_HINT)) code = `${COMPILE_HINT}\n${code}`;
        // last in the head: the modulepreload links Vite wrote after the entry's tag must not wait
        // for the whole inline script to arrive before the browser sees them
        const rest = html.replace(tag, '');
        if (!rest.includes('</head>')) throw new Error('inline-entry: index.html has no </head>');
        page.source = rest.replace('</head>', () => `<script type="module">${code}</script>\n  </head>`);
        delete bundle[entry.fileName];
      },
    },
  };
}
