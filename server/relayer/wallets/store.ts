import type { RelayerContext } from '../context';

/** One row of relayer_wallets: a wallet the relayer deployed. */
export type WalletRow = { wallet: string; owner: string; kind: 'SAFE' | 'WALLET'; nonce: number };

/** The trading service's signature type of each wallet kind: orders it funds are checked against its owner. */
const SIGNATURE_TYPE = { SAFE: 2, WALLET: 3 } as const;

export type WalletStore = ReturnType<typeof createWalletStore>;

/** The SQL over relayer_wallets (and the trading service's clob_wallets, which a deployment fills in). */
export function createWalletStore(ctx: RelayerContext) {
  const { prepare } = ctx;
  return {
    /** The deployed wallet of that kind at that (lower-case) address. */
    byAddress: (wallet: string, kind: WalletRow['kind']) =>
      prepare<WalletRow>('SELECT wallet, owner, kind, nonce FROM relayer_wallets WHERE wallet = ? AND kind = ?').get(wallet, kind),
    /**
     * Records a deployment, and tells the trading service who controls the wallet. False when it was
     * already deployed. Run inside the transaction that moves the deploying transaction's state.
     */
    deploy: (w: { wallet: string; owner: string; kind: WalletRow['kind']; txId: string; atMicros: number }) => {
      const inserted = prepare(
        'INSERT INTO relayer_wallets (wallet, owner, kind, nonce, deployed_by, deployed_at) VALUES (?, ?, ?, 0, ?, ?) ON CONFLICT DO NOTHING',
      ).run(w.wallet, w.owner, w.kind, w.txId, w.atMicros);
      if (inserted.changes === 0) return false;
      // the sandbox may have recorded the same (derived) wallet already: same address, same owner
      prepare('INSERT OR IGNORE INTO clob_wallets (wallet, owner, signature_type) VALUES (?, ?, ?)').run(
        w.wallet,
        w.owner,
        SIGNATURE_TYPE[w.kind],
      );
      return true;
    },
    /** Moves the nonce on by one, only from `expected`: false when another transaction took it first. */
    bumpNonce: (wallet: string, expected: number) =>
      prepare('UPDATE relayer_wallets SET nonce = nonce + 1 WHERE wallet = ? AND nonce = ?').run(wallet, expected).changes === 1,
  };
}
