/*
 * The channels' bounds and clocks. Defaults suit a browser on a LAN and the public service's reported
 * behaviour (data stops above ~500 tokens per socket; sockets that never subscribe or never PING are
 * dropped); tests and the benchmark shorten the clocks or lift the per-address cap.
 */

export type SocketOptions = {
  /** Tokens (market channel) or condition ids (user channel) one connection may follow (default 500). */
  maxAssets?: number;
  /** Open sockets per client address (default 50); Infinity lifts it, as tests and the bench do (one address, 1,000 sockets). */
  maxConnectionsPerAddress?: number;
  /** A connection with more than this many bytes not yet written to its socket is closed as a slow consumer (default 1 MiB). */
  maxBufferedBytes?: number;
  /** A message larger than this closes the socket with 1009 (ws's own check; default 1 MiB, room for 10,000 ids to be counted and refused). */
  maxPayloadBytes?: number;
  /** A socket that has not subscribed by then is closed (default 10 s). */
  subscribeTimeoutMs?: number;
  /** A subscribed socket that sends nothing (not even PING) for this long is closed (default 60 s; clients PING every 10 s). */
  idleTimeoutMs?: number;
  /**
   * The least time between two sends of queued events (default 25 ms): an event after a quiet spell
   * goes out on the next turn of the event loop; under a stream, the events of each window go out
   * together, one frame per socket, so 1,000 sockets cost 40 sends each a second, not one per order.
   */
  flushMs?: number;
  /**
   * The least share of the event loop sending keeps when matching wants all of it (default 0.05):
   * flushes are spaced so that sending takes what the rest of the service leaves of the loop, down
   * to this. It bounds what 1,000 subscribers cost a saturated service, at the price of larger,
   * later frames; a service with room to spare flushes every flushMs.
   */
  minFanOutShare?: number;
  /**
   * A flush whose oldest event has waited longer than this (default 150 ms: the fan-out is behind)
   * sends each touched token's current book instead of the backlog of deltas and trade prints.
   */
  conflateAfterMs?: number;
};

export type SocketLimits = Required<SocketOptions>;

export function socketLimits(o: SocketOptions = {}): SocketLimits {
  return {
    maxAssets: o.maxAssets ?? 500,
    maxConnectionsPerAddress: o.maxConnectionsPerAddress ?? 50,
    maxBufferedBytes: o.maxBufferedBytes ?? 1 << 20,
    maxPayloadBytes: o.maxPayloadBytes ?? 1 << 20,
    subscribeTimeoutMs: o.subscribeTimeoutMs ?? 10_000,
    idleTimeoutMs: o.idleTimeoutMs ?? 60_000,
    flushMs: o.flushMs ?? 25,
    minFanOutShare: o.minFanOutShare ?? 0.05,
    conflateAfterMs: o.conflateAfterMs ?? 150,
  };
}
