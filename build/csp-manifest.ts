import { loadEnv, type Plugin } from 'vite';
import { CSP_MANIFEST, pageDigest, type CspManifest } from '../server/csp/page-headers';
import { configuredSources, inlineHashes } from './csp-sources';

/**
 * Writes csp.json beside index.html: the hashes of the final page's inline script and style blocks
 * (the page-start script, the inlined entry and stylesheet) and the origins this build's settings
 * reach. The service reads it at start and sends the page's Content-Security-Policy
 * (server/csp/page-headers.ts). Last of the build's plugins, after every step that edits the page.
 */
export function cspManifest(): Plugin {
  let env: Partial<Record<string, string>> = {};
  return {
    name: 'vantage-csp-manifest',
    apply: 'build',
    configResolved(config) {
      env = loadEnv(config.mode, config.envDir || config.root, ['VITE_', 'CSP_']);
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (!page || page.type !== 'asset') throw new Error('csp-manifest: no index.html in the bundle');
        const html = String(page.source);
        const { scripts, styles } = inlineHashes(html);
        const manifest: CspManifest = {
          page: pageDigest(html),
          sources: { ...configuredSources(env), 'script-src': scripts, 'style-src': styles },
        };
        this.emitFile({ type: 'asset', fileName: CSP_MANIFEST, source: `${JSON.stringify(manifest, null, 2)}\n` });
      },
    },
  };
}
