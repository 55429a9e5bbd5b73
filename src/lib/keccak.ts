/*
 * Keccak-256, the hash Ethereum uses (the SHA-3 submission before NIST changed its padding), for
 * address checksums (EIP-55, address.ts). Written out here so that a read view's first visit does
 * not load a hashing library and viem's encoding helpers to check one address: ~4 KB of gzip in
 * the chunk every page loads. Lanes are BigInts: far slower than a tuned implementation and still
 * ~0.1 ms for an address. keccak.test.ts checks it against viem's, which the trading code uses.
 */

const RATE = 136; // bytes absorbed per permutation at a 256-bit output
const MASK = (1n << 64n) - 1n;
const rotl = (v: bigint, n: number) => ((v << BigInt(n)) | (v >> BigInt(64 - n))) & MASK;

// the permutation's constants, derived as the specification does: where each lane moves (pi),
// by how much it rotates (rho), and each round's constant from the degree-8 LFSR (iota)
const PI: number[] = [];
const ROT: number[] = [];
const RC: bigint[] = [];
for (let round = 0, r = 1, x = 1, y = 0; round < 24; round++) {
  [x, y] = [y, (2 * x + 3 * y) % 5];
  PI.push(x + 5 * y);
  ROT.push((((round + 1) * (round + 2)) / 2) % 64);
  let rc = 0n;
  for (let j = 0; j < 7; j++) {
    r = ((r << 1) ^ ((r >> 7) * 0x71)) % 256;
    if (r & 2) rc |= 1n << BigInt((1 << j) - 1);
  }
  RC.push(rc);
}

/** Keccak-f[1600] on 25 lanes, in place. */
function permute(s: bigint[]): void {
  for (let round = 0; round < 24; round++) {
    const c = [0, 1, 2, 3, 4].map((x) => s[x]! ^ s[x + 5]! ^ s[x + 10]! ^ s[x + 15]! ^ s[x + 20]!);
    for (let x = 0; x < 5; x++) {
      const d = c[(x + 4) % 5]! ^ rotl(c[(x + 1) % 5]!, 1);
      for (let y = 0; y < 25; y += 5) s[x + y] = s[x + y]! ^ d;
    }
    let moving = s[1]!;
    for (let t = 0; t < 24; t++) {
      const to = PI[t]!;
      const next = s[to]!;
      s[to] = rotl(moving, ROT[t]!);
      moving = next;
    }
    for (let y = 0; y < 25; y += 5) {
      const row = s.slice(y, y + 5);
      for (let x = 0; x < 5; x++) s[y + x] = row[x]! ^ (~row[(x + 1) % 5]! & row[(x + 2) % 5]!);
    }
    s[0] = s[0]! ^ RC[round]!;
  }
}

export function keccak256(bytes: Uint8Array): Uint8Array {
  // Keccak's padding: a 1 bit after the message and one at the end of its last block
  const blocks = Math.floor(bytes.length / RATE) + 1;
  const padded = new Uint8Array(blocks * RATE);
  padded.set(bytes);
  padded[bytes.length] = 0x01;
  padded[padded.length - 1]! |= 0x80;
  const s: bigint[] = Array<bigint>(25).fill(0n);
  for (let b = 0; b < padded.length; b += RATE) {
    for (let i = 0; i < RATE / 8; i++) {
      let lane = 0n;
      for (let k = 7; k >= 0; k--) lane = (lane << 8n) | BigInt(padded[b + 8 * i + k]!);
      s[i] = s[i]! ^ lane;
    }
    permute(s);
  }
  return Uint8Array.from({ length: 32 }, (_, k) => Number((s[k >> 3]! >> BigInt(8 * (k & 7))) & 0xffn));
}
