import { randomBytes } from 'node:crypto';
import { getMeta, setMeta, type Db } from '../../db/connection';

/**
 * The service key lives with the dataset, so derived credentials survive a restart. The trading
 * service and the relayer read the same one: a builder key made at /clob checks at /relayer.
 */
export function serviceKey(db: Db): string {
  let key = getMeta(db, 'clob_service_key');
  if (!key) {
    key = randomBytes(32).toString('base64url');
    setMeta(db, 'clob_service_key', key);
  }
  return key;
}
