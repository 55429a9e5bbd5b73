import { useSyncExternalStore } from 'react';
import { useConnection } from 'wagmi';
import { looksLikeAddress } from '../lib/address-shape';

/*
 * The EOA signs; the trading address (the funder) holds the money. For a proxy, safe or deposit
 * wallet they differ, so each EOA remembers its signature type and funder here. Not secret, so
 * localStorage is fine (credentials never go there).
 */

export type SignatureType = 0 | 1 | 2 | 3;

export const SIGNATURE_TYPES: { value: SignatureType; label: string }[] = [
  { value: 0, label: 'EOA: this wallet holds the funds' },
  { value: 1, label: 'Proxy wallet' },
  { value: 2, label: 'Safe (multisig)' },
  { value: 3, label: 'Deposit wallet (ERC-1271)' },
];

export type TradingAddress = { signatureType: SignatureType; funder: string };

const key = (eoa: string) => `vantage.trading-address.${eoa.toLowerCase()}`;
const listeners = new Set<() => void>();

/** The trading address saved for `eoa` (its stored text), or the EOA itself. */
function parseTradingAddress(eoa: string, saved: string | null): TradingAddress {
  try {
    const value = JSON.parse(saved ?? 'null') as Partial<TradingAddress> | null;
    if (value && [0, 1, 2, 3].includes(value.signatureType as number) && looksLikeAddress(value.funder ?? ''))
      return { signatureType: value.signatureType as SignatureType, funder: value.funder! };
  } catch {
    // unreadable: the EOA default
  }
  return { signatureType: 0, funder: eoa };
}

function savedText(eoa: string): string | null {
  try {
    return localStorage.getItem(key(eoa));
  } catch {
    return null; // blocked storage
  }
}

export function saveTradingAddress(eoa: string, value: TradingAddress): void {
  if (value.signatureType === 0 && value.funder.toLowerCase() === eoa.toLowerCase()) localStorage.removeItem(key(eoa));
  else localStorage.setItem(key(eoa), JSON.stringify(value));
  for (const l of listeners) l();
}

function subscribe(l: () => void) {
  listeners.add(l);
  window.addEventListener('storage', l);
  return () => {
    listeners.delete(l);
    window.removeEventListener('storage', l);
  };
}

/** The connected EOA's trading address (the EOA itself until a settings change). */
export function useTradingAddress(): TradingAddress & { eoa: string | undefined } {
  const { address } = useConnection();
  const saved = useSyncExternalStore(subscribe, () => (address ? savedText(address) : null));
  if (!address) return { eoa: undefined, signatureType: 0, funder: '' };
  return { eoa: address, ...parseTradingAddress(address, saved) };
}
