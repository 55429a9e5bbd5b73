/*
 * The steps between a visitor and the ticket (trading-gate.tsx), and what a screen reader hears
 * when one gives way to the next: the result of the action just taken, then what comes next.
 */

export type GateStep = 'connect' | 'switch' | 'enable' | 'ready';

type Connection = { status: string; address: string | undefined; chainId: number | undefined; tradingChainId: number; trading: boolean };

export function gateStep({ status, address, chainId, tradingChainId, trading }: Connection): GateStep {
  // a reconnect keeps the account: the ticket stays mounted through it
  if ((status !== 'connected' && status !== 'reconnecting') || !address) return 'connect';
  if (chainId !== tradingChainId) return 'switch';
  return trading ? 'ready' : 'enable';
}

const NEXT: Record<GateStep, (wanted: string) => string> = {
  connect: () => 'Connect a wallet to trade.',
  switch: (wanted) => `Switch your wallet to ${wanted} to sign.`,
  enable: () => 'Enable trading with one signature.',
  ready: () => 'The order ticket is ready.',
};

/** What changed and what to do now, in one polite sentence pair; '' when nothing changed. */
export function stepAnnouncement(prev: GateStep, next: GateStep, names: { wanted: string; current: string }): string {
  if (prev === next) return '';
  let done: string;
  if (next === 'connect') done = 'Wallet disconnected.';
  else if (prev === 'connect') done = 'Wallet connected.';
  else if (next === 'switch') done = `Your wallet is now on ${names.current}.`;
  else if (prev === 'switch') done = `Switched to ${names.wanted}.`;
  else if (next === 'ready') done = 'Trading enabled.';
  else done = 'The trading key was forgotten.';
  // connecting straight to a ready ticket (a key this tab still holds) says both
  const skipped = prev === 'connect' && next === 'ready' ? ' Trading enabled.' : '';
  return `${done}${skipped} ${NEXT[next](names.wanted)}`;
}
