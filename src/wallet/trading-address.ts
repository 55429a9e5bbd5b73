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

export function readTradingAddress(eoa: string): TradingAddress {
  try {
    const saved = JSON.parse(localStorage.getItem(key(eoa)) ?? 'null') as Partial<TradingAddress> | null;
    if (saved && [0, 1, 2, 3].includes(saved.signatureType as number) && looksLikeAddress(saved.funder ?? ''))
      return { signatureType: saved.signatureType as SignatureType, funder: saved.funder! };
  } catch {
    // unreadable or blocked storage: the EOA default
  }
  return { signatureType: 0, funder: eoa };
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
  const raw = useSyncExternalStore(subscribe, () => (address ? localStorage.getItem(key(address)) : null));
  void raw; // the snapshot only re-renders on change; the value is read (and validated) below
  if (!address) return { eoa: undefined, signatureType: 0, funder: '' };
  return { eoa: address, ...readTradingAddress(address) };
}
