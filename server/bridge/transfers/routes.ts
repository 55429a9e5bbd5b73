import type { Context } from 'hono';
import { randomBytes } from 'node:crypto';
import { CONTRACTS } from '../../../src/api/config';
import { familyOf, normalAddress } from '../../../src/api/bridge/families';
import {
  BRIDGE_ADDRESS_REQUIRED,
  BRIDGE_INVALID_ADDRESS,
  BRIDGE_INVALID_BODY,
  BRIDGE_INVALID_CURSOR,
  BRIDGE_INVALID_LIMIT,
  BRIDGE_STATUS_FAILED,
  bridgeRequired,
} from '../../../src/api/error-messages';
import { CursorError, type CursorCodec } from '../../http/cursor';
import type { ServedRoutes } from '../../kit/mount';
import { fromLoopback } from '../../trading/shared/loopback';
import type { AddressStore } from '../addresses/store';
import { familyOfChain, POLYGON, pricedAsset } from '../assets/catalogue';
import { BridgeError, jsonObject, requiredStrings, type BridgeContext } from '../context';
import { baseUnits } from '../quotes/pricing';
import { plannedTransfer } from './plan';
import { wireTransfer } from './shape';
import type { PageKey, TransferStore } from './store';
import type { StepClock } from './walk';

/*
 * GET /status/{address} (bridge facts §2.5) and the sandbox's simulated deposit. A status read
 * sweeps first, so what it answers is never behind the step clock.
 */

const LIMIT_DEFAULT = 100;
const ENDPOINT = '/status';

function limitOf(text: string | undefined): number {
  if (text === undefined) return LIMIT_DEFAULT;
  const n = /^\d{1,3}$/.test(text) ? Number(text) : NaN;
  if (!(n >= 1 && n <= 100)) throw new BridgeError(400, BRIDGE_INVALID_LIMIT);
  return n;
}

function keyOf(cursors: CursorCodec, cursor: string | undefined, address: string): PageKey | undefined {
  if (cursor === undefined) return undefined;
  try {
    const key = cursors.decode(cursor, ENDPOINT, { address }) as [number, number];
    return { detectedAt: key[0], id: key[1] };
  } catch (e) {
    if (e instanceof CursorError) throw new BridgeError(400, BRIDGE_INVALID_CURSOR);
    throw e;
  }
}

export function transferResource(
  ctx: BridgeContext,
  deps: { addresses: AddressStore; transfers: TransferStore; clock: StepClock; cursors: CursorCodec; sandbox: boolean },
): ServedRoutes {
  const { addresses, transfers, clock, cursors } = deps;
  return {
    status: (c: Context) => {
      const given = c.req.param('address')?.trim();
      if (!given) throw new BridgeError(400, BRIDGE_ADDRESS_REQUIRED);
      if (!familyOf(given)) throw new BridgeError(400, BRIDGE_INVALID_ADDRESS);
      const address = normalAddress(given);
      // the public bridge answers an address it never handed out with this 500 (§2.5)
      if (!addresses.byAddress(address)) throw new BridgeError(500, BRIDGE_STATUS_FAILED);
      const limit = limitOf(c.req.query('limit'));
      const after = keyOf(cursors, c.req.query('cursor'), address);
      clock.sweep();
      const rows = transfers.page(address, limit + 1, after);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      const nextCursor = rows.length > limit && last ? cursors.encode(ENDPOINT, { address }, [last.detected_at, last.id]) : null;
      return c.json({ transactions: page.map(wireTransfer), nextCursor });
    },
    simulateDeposit: async (c: Context) => {
      if (!fromLoopback(c, deps.sandbox)) throw new BridgeError(403, 'the sandbox answers loopback requests only');
      const raw = await jsonObject(c, BRIDGE_INVALID_BODY);
      const body = requiredStrings(raw, ['address', 'chainId', 'tokenAddress', 'amountBaseUnit'], bridgeRequired);
      if (raw.fail !== undefined && typeof raw.fail !== 'boolean') throw new BridgeError(400, BRIDGE_INVALID_BODY);
      const row = familyOf(body.address) ? addresses.byAddress(normalAddress(body.address)) : undefined;
      if (row?.kind !== 'deposit') throw new BridgeError(400, 'address is not a bridge deposit address');
      const asset = pricedAsset(body.chainId, body.tokenAddress);
      if (asset?.minCheckoutUsd === undefined) throw new BridgeError(400, 'unsupported chainId or tokenAddress');
      if (familyOfChain(body.chainId) !== row.family)
        throw new BridgeError(400, `a ${row.family} address takes no transfer from chain ${body.chainId}`);
      const amount = baseUnits(body.amountBaseUnit);
      if (!amount) throw new BridgeError(400, 'invalid amountBaseUnit');
      const pusd = pricedAsset(POLYGON, CONTRACTS.collateral)!;
      const planned = plannedTransfer({ from: asset, amount, to: pusd, credited: true, fault: raw.fail === true });
      const transfer = transfers.insert({
        address: row.address,
        fromChainId: body.chainId,
        fromTokenAddress: asset.address,
        fromAmount: amount.toString(),
        toChainId: POLYGON,
        toTokenAddress: CONTRACTS.collateral,
        toAmount: planned.toAmount,
        settleMicros: planned.settleMicros,
        settleTo: row.wallet,
        failure: planned.failure,
        sourceTx: `0x${randomBytes(32).toString('hex')}`,
      });
      clock.arm();
      return c.json(wireTransfer(transfer), 201);
    },
  };
}
