import { COULD_NOT_FETCH_BUILDER_TRADES, INVALID_BUILDER_TRADE_PARAMS } from '../../../src/api/error-messages';
import type { Context } from 'hono';
import { formatUnits } from 'viem';
import { TradingError } from '../../kit/errors';
import type { BuilderStore, BuilderTradeFilter, BuilderTradeRow } from './store';
import { BYTES32_ID, TOKEN_ID } from '../shared/wire-ids';
import { offsetOf, pageOf } from '../shared/offset-cursor';
import { readUint } from '../../../src/api/wire-integer';
import type { TradeStatusOf } from '../orders/handlers-read';

/*
 * GET /builder/trades: public, as the official client calls it (no headers): the caller names the
 * builder code, the bytes32 an order signs in its `builder` field. Paged like /data/trades: the
 * cursor is base64 of an offset, "LTE=" the end.
 */

const PAGE = 100;
const ZERO = `0x${'0'.repeat(64)}`;
const ADDRESS = /^0x[0-9a-f]{40}$/;
const BAD = INVALID_BUILDER_TRADE_PARAMS;

const d = (micro: bigint | number) => formatUnits(BigInt(micro), 6);

function filterOf(c: Context): BuilderTradeFilter {
  const q = (name: string) => {
    const v = c.req.query(name);
    return v === undefined || v === '' ? null : v;
  };
  const code = q('builder_code')?.toLowerCase() ?? '';
  if (!BYTES32_ID.test(code) || code === ZERO) throw new TradingError(400, BAD);
  const int = (name: string) => {
    const v = q(name);
    if (v === null) return null;
    const n = readUint(v);
    if (n === undefined) throw new TradingError(400, BAD);
    return n;
  };
  const matching = (name: string, re: RegExp) => {
    const v = q(name)?.toLowerCase() ?? null;
    if (v !== null && !re.test(v)) throw new TradingError(400, BAD);
    return v;
  };
  const offset = offsetOf(q('next_cursor'), BAD);
  return {
    code,
    id: int('id'),
    address: matching('maker_address', ADDRESS),
    market: matching('market', BYTES32_ID),
    asset: matching('asset_id', TOKEN_ID),
    before: int('before'),
    after: int('after'),
    limit: PAGE + 1,
    offset,
  };
}

function wire(t: BuilderTradeRow, statusOf: TradeStatusOf) {
  const at = new Date(t.ts * 1000).toISOString();
  return {
    id: String(t.id),
    tradeType: t.kind ?? 'TRADE',
    takerOrderHash: t.taker_order_id ?? '',
    builder: t.builder_name ?? '',
    market: t.condition_id,
    assetId: t.asset,
    side: t.taker_side,
    size: d(t.size),
    sizeUsdc: d((BigInt(t.size) * BigInt(t.price)) / 1_000_000n),
    price: d(t.price),
    // as GET /data/trades and the user channel tell it
    status: statusOf(t.id) ?? 'CONFIRMED',
    outcome: (t.outcome_index === 0 ? t.outcome0 : t.outcome1) ?? '',
    outcomeIndex: t.outcome_index,
    // the taker's address: seeded trades have no API key to name
    owner: t.taker,
    maker: t.maker,
    transactionHash: t.tx_hash,
    matchTime: String(t.ts),
    bucketIndex: 0,
    fee: d(t.taker_fee),
    feeUsdc: d(t.taker_fee),
    // the sandbox charges no builder fee
    builderFee: '0',
    builderCode: t.builder_code,
    err_msg: null,
    createdAt: at,
    updatedAt: at,
  };
}

export function builderHandlers(store: BuilderStore, statusOf: TradeStatusOf) {
  return {
    builderTrades: (c: Context) => {
      const f = filterOf(c);
      let rows: BuilderTradeRow[];
      try {
        rows = store.trades(f);
      } catch (err) {
        console.error(err);
        throw new TradingError(500, COULD_NOT_FETCH_BUILDER_TRADES);
      }
      return c.json(
        pageOf(
          rows.map((t) => wire(t, statusOf)),
          f.offset,
          PAGE,
        ),
      );
    },
  };
}
