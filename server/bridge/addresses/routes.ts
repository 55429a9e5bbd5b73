import type { Context } from 'hono';
import type { AddressesAnswer } from '../../../src/api/bridge/contract/schemas';
import { FAMILIES, isAddressOf, normalAddress } from '../../../src/api/bridge/families';
import { BRIDGE_INVALID_ADDRESS, BRIDGE_INVALID_BODY, BRIDGE_INVALID_BUILDER_CODE, bridgeRequired } from '../../../src/api/error-messages';
import type { ServedRoutes } from '../../kit/mount';
import { familyOfChain, pricedAsset } from '../assets/catalogue';
import { BridgeError, jsonObject, requiredStrings } from '../context';
import { depositAddress, wireAddress, withdrawAddress } from './derive';
import type { AddressStore } from './store';

/*
 * POST /deposit and POST /withdraw (bridge facts §2.3–§2.4): both 201 with the addresses, made on
 * the first ask and the same ever after. The builder code only attributes a transfer; without one
 * the answer carries the warning the official SDK reads.
 */

export const BUILDER_CODE_HEADER = 'X-Builder-Code';
const DEPOSIT_NOTE = 'Only certain chains and tokens are supported. See /supported-assets for details.';
const WITHDRAW_NOTE = 'Send funds to these addresses to bridge to your destination chain and token.';
const MISSING_BUILDER_CODE = {
  code: 'missing_builder_code',
  message: 'No X-Builder-Code header was sent: transfers through these addresses are not attributed to a builder.',
};

/** The warnings of a request: none with a well-formed builder code; a malformed one is refused. */
function builderWarnings(c: Context): AddressesAnswer['warnings'] {
  const code = c.req.header(BUILDER_CODE_HEADER);
  if (code === undefined) return [MISSING_BUILDER_CODE];
  if (!/^0x[0-9a-fA-F]{64}$/.test(code)) throw new BridgeError(400, BRIDGE_INVALID_BUILDER_CODE);
  return undefined;
}

/** The Polymarket wallet of a body, lower-case. */
function walletOf(address: string): string {
  if (!isAddressOf('evm', address)) throw new BridgeError(400, BRIDGE_INVALID_ADDRESS);
  return address.toLowerCase();
}

export function addressResource(store: AddressStore): ServedRoutes {
  return {
    deposit: async (c: Context) => {
      const body = await jsonObject(c, BRIDGE_INVALID_BODY);
      const wallet = walletOf(requiredStrings(body, ['address'], bridgeRequired).address);
      const warnings = builderWarnings(c);
      const address = {} as Record<(typeof FAMILIES)[number], string>;
      for (const family of FAMILIES) {
        const a = depositAddress(wallet, family);
        store.keep({ address: a, kind: 'deposit', family, wallet, to_chain_id: null, to_token_address: null, recipient: null });
        address[family] = wireAddress(family, a);
      }
      const answer: AddressesAnswer = { address, note: DEPOSIT_NOTE, ...(warnings ? { warnings } : {}) };
      return c.json(answer, 201);
    },
    withdraw: async (c: Context) => {
      const body = await jsonObject(c, BRIDGE_INVALID_BODY);
      const fields = requiredStrings(body, ['address', 'toChainId', 'toTokenAddress', 'recipientAddr'], bridgeRequired);
      const wallet = walletOf(fields.address);
      const family = familyOfChain(fields.toChainId);
      if (!family) throw new BridgeError(400, 'unsupported toChainId');
      const asset = pricedAsset(fields.toChainId, fields.toTokenAddress);
      if (asset?.minCheckoutUsd === undefined) throw new BridgeError(400, 'unsupported toTokenAddress');
      if (!isAddressOf(family, fields.recipientAddr)) throw new BridgeError(400, 'invalid recipientAddr');
      const warnings = builderWarnings(c);
      const recipient = normalAddress(fields.recipientAddr);
      const a = withdrawAddress(wallet, fields.toChainId, normalAddress(asset.address), recipient);
      store.keep({
        address: a,
        kind: 'withdraw',
        family: 'evm',
        wallet,
        to_chain_id: fields.toChainId,
        to_token_address: asset.address,
        recipient,
      });
      const answer: AddressesAnswer = { address: { evm: wireAddress('evm', a) }, note: WITHDRAW_NOTE, ...(warnings ? { warnings } : {}) };
      return c.json(answer, 201);
    },
  };
}
