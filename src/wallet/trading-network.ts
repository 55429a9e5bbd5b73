import { CHAIN_ID } from '../api/config';
import { TRADING_URL } from '../api/endpoints';
import { getJson } from '../api/http';
import { SandboxInfo } from '../api/trading/contract/routes-sandbox';

/*
 * Where orders are signed, known without wagmi: the local sandbox describes itself (its chain); the
 * public service has no such route. The Trade view says it in its first paint, before the wallet
 * code has arrived, and the wallet setup (config.ts) takes the same answer: one request a page.
 */

export type TradingNetwork = {
  /** The chain trading typed data is signed for: the sandbox's, or Polygon's against the public service. */
  chainId: number;
  /** The local sandbox answered: the Demo wallet is offered, and live channels open. */
  sandbox: boolean;
};

let asked: Promise<TradingNetwork> | undefined;

export function tradingNetwork(): Promise<TradingNetwork> {
  asked ??= (async () => {
    // a build pointed at public services never offers the demo wallet; there any failure means "not the sandbox"
    const info = import.meta.env.VITE_TRADING_URL
      ? undefined
      : await getJson(`${TRADING_URL}/sandbox/info`, SandboxInfo).catch(() => undefined);
    return { chainId: info?.chain_id ?? CHAIN_ID.polygon, sandbox: info !== undefined };
  })();
  return asked;
}
