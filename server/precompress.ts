import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** What is worth compressing: text assets of the build (images and fonts are compressed already). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/i;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

export type Precompressed = { file: string; bytes: number; br: number; gzip: number };

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of a built app, at the highest
 * levels, once, at build time. The service then sends those bytes as they are (serveStatic's
 * `precompressed`) instead of gzipping each asset again on every request at a fast level: the
 * browser downloads fewer bytes and the service spends no CPU on it.
 */
export async function precompressDir(dir: string): Promise<Precompressed[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile() && COMPRESSIBLE.test(e.name)).map((e) => join(e.parentPath, e.name));
  const done = await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      if (bytes.length < MIN_BYTES) return undefined;
      const [br, gzipped] = await Promise.all([
        brotli(bytes, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
        }),
        gz(bytes, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
      return { file, bytes: bytes.length, br: br.length, gzip: gzipped.length };
    }),
  );
  return done.filter((d): d is Precompressed => d !== undefined);
}
