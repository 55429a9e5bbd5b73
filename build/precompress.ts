import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { precompressDir } from '../server/precompress';

/** Writes .br and .gz copies of the built files for the service to send as they are (server/precompress.ts). */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'vantage-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
