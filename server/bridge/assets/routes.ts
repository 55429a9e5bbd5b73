import type { Context } from 'hono';
import type { ServedRoutes } from '../../kit/mount';
import { ASSETS_NOTE, SUPPORTED_ASSETS } from './catalogue';

const ANSWER = { supportedAssets: SUPPORTED_ASSETS, note: ASSETS_NOTE };

/** GET /supported-assets: the catalogue as it stands (a fixed table in the sandbox). */
export function assetResource(): ServedRoutes {
  return { supportedAssets: (c: Context) => c.json(ANSWER) };
}
