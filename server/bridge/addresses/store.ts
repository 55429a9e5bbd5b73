import type { Family } from '../../../src/api/bridge/families';
import type { BridgeContext } from '../context';

/** One row of bridge_addresses. */
export type AddressRow = {
  address: string;
  kind: 'deposit' | 'withdraw';
  family: Family;
  wallet: string;
  to_chain_id: string | null;
  to_token_address: string | null;
  recipient: string | null;
  created_at: number;
};

export type AddressStore = ReturnType<typeof createAddressStore>;

/** The SQL over bridge_addresses. */
export function createAddressStore(ctx: BridgeContext) {
  const { prepare } = ctx;
  return {
    /** Records an address; one already recorded stays as it is (derivation makes the two the same). */
    keep: (r: Omit<AddressRow, 'created_at'>) =>
      prepare(
        `INSERT INTO bridge_addresses (address, kind, family, wallet, to_chain_id, to_token_address, recipient, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(address) DO NOTHING`,
      ).run(r.address, r.kind, r.family, r.wallet, r.to_chain_id, r.to_token_address, r.recipient, ctx.nowMs()),
    byAddress: (address: string) => prepare<AddressRow>('SELECT * FROM bridge_addresses WHERE address = ?').get(address),
  };
}
