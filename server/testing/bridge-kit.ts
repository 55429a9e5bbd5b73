import type { StatusAnswer } from '../../src/api/bridge/contract/schemas';

/*
 * Test kit of the bridge: JSON requests under /bridge (or a bridge app's root), and a poll of
 * /status until an address's newest transfer is terminal, from the client's side.
 */

type App = { request: (path: string, init?: RequestInit) => Response | Promise<Response> };
export type Answer = { status: number; body: Record<string, unknown>; headers: Headers };

export const WALLET = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
export const PUSD = '0xC011a7E12a19f7B1f670d46F03B03f3342E82DFB';
export const NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';
export const BASE_USDC = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
export const SOLANA_USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

export function bridgeCaller(app: App, mount = '/bridge') {
  const answer = async (res: Response): Promise<Answer> => ({
    status: res.status,
    body: (await res.json()) as Record<string, unknown>,
    headers: res.headers,
  });
  const get = async (path: string) => answer(await app.request(`${mount}${path}`));
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) =>
    answer(
      await app.request(`${mount}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );
  /** A wallet's deposit addresses, by family. */
  const depositAddresses = async (wallet = WALLET) =>
    (await post('/deposit', { address: wallet })).body.address as { evm: string; svm: string; btc: string; tron: string };
  const status = async (address: string) => (await get(`/status/${encodeURIComponent(address)}`)).body as StatusAnswer;
  /** Polls until the newest transfer at `address` is COMPLETED or FAILED; every status seen, in order, repeats folded. */
  const walk = async (address: string, timeoutMs = 5_000) => {
    const seen: StatusAnswer['transactions'] = [];
    const until = Date.now() + timeoutMs;
    for (;;) {
      const tx = (await status(address)).transactions[0];
      if (tx && tx.status !== seen.at(-1)?.status) seen.push(tx);
      if ((tx && (tx.status === 'COMPLETED' || tx.status === 'FAILED')) || Date.now() > until) return seen;
      await new Promise((r) => setTimeout(r, 5));
    }
  };
  return { get, post, depositAddresses, status, walk };
}
