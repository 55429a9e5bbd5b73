import { bytesToHex, hexToBytes, sha256, type Hex } from 'viem';

/*
 * The four address families the bridge hands out and sends to (bridge facts §2.3): what each looks
 * like, so the withdraw form and the service refuse the same recipients. Base58 is written here
 * because Solana and Tron both need it and no dependency of the app carries it.
 */

export const FAMILIES = ['evm', 'svm', 'btc', 'tron'] as const;
export type Family = (typeof FAMILIES)[number];

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

export function base58Encode(bytes: Uint8Array): string {
  let n = BigInt(bytes.length ? bytesToHex(bytes) : '0x0');
  let out = '';
  while (n > 0n) {
    out = ALPHABET[Number(n % 58n)]! + out;
    n /= 58n;
  }
  // each leading zero byte is one leading '1'
  for (const b of bytes) {
    if (b !== 0) break;
    out = '1' + out;
  }
  return out;
}

/** The bytes of a base58 string, or undefined when a character is outside the alphabet. */
export function base58Decode(text: string): Uint8Array | undefined {
  let n = 0n;
  for (const ch of text) {
    const digit = ALPHABET.indexOf(ch);
    if (digit < 0) return undefined;
    n = n * 58n + BigInt(digit);
  }
  const hex = n === 0n ? '' : n.toString(16);
  const body = hex.length ? hexToBytes(`0x${hex.length % 2 ? '0' : ''}${hex}` as Hex) : new Uint8Array();
  let zeros = 0;
  while (text[zeros] === '1') zeros++;
  return new Uint8Array([...new Uint8Array(zeros), ...body]);
}

const checksum = (payload: Uint8Array) => hexToBytes(sha256(sha256(payload))).slice(0, 4);

/** A Tron address: base58check of 0x41 and the 20-byte account. */
export function tronAddress(account: Uint8Array): string {
  const payload = new Uint8Array([0x41, ...account.slice(0, 20)]);
  return base58Encode(new Uint8Array([...payload, ...checksum(payload)]));
}

function isTron(text: string): boolean {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(text)) return false;
  const bytes = base58Decode(text);
  if (!bytes || bytes.length !== 25 || bytes[0] !== 0x41) return false;
  const sum = checksum(bytes.slice(0, 21));
  return sum.every((b, i) => b === bytes[21 + i]);
}

/** A Solana account: 32 bytes in base58 (mints and wallets alike). */
function isSolana(text: string): boolean {
  if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(text)) return false;
  return base58Decode(text)?.length === 32;
}

/** Segwit bech32 (bc1q…, bc1p…) or legacy base58 (1…, 3…); the bech32 checksum is not verified. */
function isBitcoin(text: string): boolean {
  return /^bc1[qp][02-9ac-hj-np-z]{38,58}$/.test(text) || /^[13][1-9A-HJ-NP-Za-km-z]{25,34}$/.test(text);
}

const isEvm = (text: string) => /^0x[0-9a-fA-F]{40}$/.test(text);

const CHECKS: Record<Family, (text: string) => boolean> = { evm: isEvm, svm: isSolana, btc: isBitcoin, tron: isTron };

/** Whether `text` is an address of `family`. */
export const isAddressOf = (family: Family, text: string): boolean => CHECKS[family](text);

/** The family an address belongs to, if any (EVM hex first: it is never valid base58). */
export const familyOf = (text: string): Family | undefined => FAMILIES.find((f) => CHECKS[f](text));

/** How the service stores and compares an address: EVM hex lower-case, the base58 and bech32 forms as they are. */
export const normalAddress = (text: string): string => (isEvm(text) ? text.toLowerCase() : text);

/** The chains whose addresses are not EVM hex (bridge facts §3); every other chain the bridge lists is EVM. */
const NON_EVM_CHAINS: Readonly<Record<string, Family>> = { '1151111081099710': 'svm', '8253038': 'btc', '728126428': 'tron' };

/** The address family a chain sends from and pays out to. */
export const chainFamily = (chainId: string): Family => NON_EVM_CHAINS[chainId] ?? 'evm';
