import { getMeta, setMeta, type Db } from '../../db/connection';

/*
 * The exchange's operating mode (the spec's "Trading-service modes" table), kept in the database's
 * meta table so an operator's switch survives a restart.
 */

export const EXCHANGE_MODES = ['normal', 'cancel-only', 'post-only', 'disabled'] as const;
export type ExchangeMode = (typeof EXCHANGE_MODES)[number];

export type ExchangeSettings = {
  mode: ExchangeMode;
  /** post-only mode's Retry-After, seconds */
  retryAfterSeconds: number;
  /** whether a cancel of an order whose accept is in flight is held until the accept completes */
  holdCancel: boolean;
};

const DEFAULTS: ExchangeSettings = { mode: 'normal', retryAfterSeconds: 30, holdCancel: true };
const KEY = 'clob_exchange';

export function createExchangeState(db: Db) {
  let settings: ExchangeSettings = { ...DEFAULTS, ...JSON.parse(getMeta(db, KEY) ?? '{}') };
  return {
    get: (): ExchangeSettings => settings,
    set(next: Partial<ExchangeSettings>): ExchangeSettings {
      settings = { ...settings, ...next };
      setMeta(db, KEY, JSON.stringify(settings));
      return settings;
    },
  };
}

export type ExchangeState = ReturnType<typeof createExchangeState>;
