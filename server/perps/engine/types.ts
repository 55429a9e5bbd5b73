/*
 * The perps engine's order: prices and quantities in bigint units of the instrument's steps (the
 * wire's decimal strings are converted once, at the gateway), so matching compares integers.
 */

export type Tif = 'gtc' | 'ioc' | 'fok';

/** The statuses of facts §5.2 this engine reaches. */
export type OrderStatus =
  | 'accepted'
  | 'open'
  | 'partial'
  | 'filled'
  | 'cancelled'
  | 'auto_cancelled'
  | 'post_only_rejected'
  | 'fok_unfilled'
  | 'ioc_no_fill'
  | 'ioc_expired'
  | 'stp_cancelled'
  | 'reduce_only_invalid'
  | 'reduce_only_expired'
  // a TP/SL leg's life (tpsl/): dormant, watching the mark, fired, or ended before it fired
  | 'untriggered'
  | 'armed'
  | 'triggered'
  | 'parent_cancelled'
  | 'position_closed'
  | 'position_flipped'
  | 'reduce_only_invalid_at_trigger';

export const TERMINAL: ReadonlySet<OrderStatus> = new Set([
  'filled',
  'cancelled',
  'auto_cancelled',
  'post_only_rejected',
  'fok_unfilled',
  'ioc_no_fill',
  'ioc_expired',
  'stp_cancelled',
  'reduce_only_invalid',
  'reduce_only_expired',
  'parent_cancelled',
  'position_closed',
  'position_flipped',
  'reduce_only_invalid_at_trigger',
]);

/** A TP/SL leg (facts §5.3): what it watches and what it becomes once the mark crosses `trp`. */
export type TpslLeg = {
  kind: 'tp' | 'sl';
  scope: 'order' | 'position';
  /** Trigger price, price units, against the mark. */
  trp: bigint;
  /** A market trigger closes by IOC inside the mark band; a limit one rests as GTC at `price`. */
  market: boolean;
  /** The bracket's entry (scope order). */
  parent_oid?: number;
};

export type PerpsOrder = {
  oid: number;
  account: string;
  iid: number;
  buy: boolean;
  /** Null: a market-style IOC/FOK (no limit). */
  price: bigint | null;
  qty: bigint;
  filled: bigint;
  tif: Tif;
  po: boolean;
  ro: boolean;
  coid?: string;
  status: OrderStatus;
  cts: number;
  uts: number;
  /** Inside the taker delay: accepted, not yet matched (cancel answers order_in_flight). */
  inFlight: boolean;
  /** Time priority inside a price level: lower first. */
  seq: number;
  /** The liquidation engine's close: its fills carry the liquidation fee on top (facts §6.4). */
  liq?: boolean;
  /** A TP/SL leg: outside the book and holding no margin until it triggers. */
  tpsl?: TpslLeg;
};

export const resting = (o: PerpsOrder) => o.qty - o.filled;

/** A TP/SL leg waiting for its entry or for the mark: alive, but not in any book. */
export const dormant = (o: PerpsOrder) => o.status === 'untriggered' || o.status === 'armed';
