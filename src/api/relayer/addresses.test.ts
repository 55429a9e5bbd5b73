import {
  deriveProxyWallet as clientProxy,
  deriveSafe as clientSafe,
  deriveUupsDepositWallet,
} from '@polymarket/builder-relayer-client/dist/builder/derive';
import { describe, expect, it } from 'vitest';
import { CHAIN_ID, CONTRACTS, DEMO_TRADER } from '../config';
import { deriveDepositWallet, deriveProxyWallet, deriveSafe } from './addresses';

/* The relayer facts' derivation vectors (§6), and agreement with the official client's own derivations. */

const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('wallet addresses', () => {
  it('derives the dev owner’s Safe and proxy wallet', () => {
    expect(deriveSafe(DEMO_TRADER)).toBe('0xd93B25cb943D14d0d34FBaF01Fc93a0f8b5F6E47');
    expect(deriveProxyWallet(DEMO_TRADER)).toBe('0x365f0CA36Ae1f641E02fE3B7743673da42A13A70');
  });

  it('agrees with the official client for any owner', () => {
    for (const owner of [DEMO_TRADER, OTHER] as const) {
      expect(deriveSafe(owner)).toBe(clientSafe(owner, CONTRACTS.safeFactory));
      expect(deriveProxyWallet(owner)).toBe(clientProxy(owner, CONTRACTS.proxyFactory));
      expect(deriveDepositWallet(owner, CHAIN_ID.amoy)).toBe(
        deriveUupsDepositWallet(owner, CONTRACTS.depositWalletFactory, CONTRACTS.depositWalletImplementationAmoy),
      );
      expect(deriveDepositWallet(owner, CHAIN_ID.polygon)).toBe(
        deriveUupsDepositWallet(owner, CONTRACTS.depositWalletFactory, CONTRACTS.depositWalletImplementation),
      );
    }
    expect(deriveDepositWallet(DEMO_TRADER, CHAIN_ID.amoy)).toBe('0x12d77BcbDC3E67F5Da4Dc8e798623482D4a711db');
  });
});
