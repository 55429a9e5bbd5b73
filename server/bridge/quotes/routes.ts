import type { Context } from 'hono';
import { randomBytes } from 'node:crypto';
import type { QuoteAnswer } from '../../../src/api/bridge/contract/schemas';
import { BRIDGE_INVALID_BODY, BRIDGE_QUOTE_FAILED, bridgeRequired } from '../../../src/api/error-messages';
import type { ServedRoutes } from '../../kit/mount';
import { pricedAsset } from '../assets/catalogue';
import { BridgeError, jsonObject, requiredStrings, type BridgeContext } from '../context';
import { WALK_STEPS } from '../transfers/walk-steps';
import { baseUnits, convert, MAX_SLIPPAGE_PERCENT, percentNumber, usdNumber } from './pricing';

/** The sheet's order of the required-field checks (§2.2). */
const FIELDS = ['fromAmountBaseUnit', 'fromChainId', 'fromTokenAddress', 'recipientAddress', 'toChainId', 'toTokenAddress'] as const;

/** POST /quote: the estimate of a transfer at the sandbox's price table; nothing is stored. */
export function quoteResource(ctx: BridgeContext): ServedRoutes {
  return {
    quote: async (c: Context) => {
      const body = requiredStrings(await jsonObject(c, BRIDGE_INVALID_BODY), FIELDS, bridgeRequired);
      const from = pricedAsset(body.fromChainId, body.fromTokenAddress);
      const to = pricedAsset(body.toChainId, body.toTokenAddress);
      const amount = baseUnits(body.fromAmountBaseUnit);
      // the public bridge answers a route its provider cannot price with this one 500 (§2.2)
      if (!from || !to || !amount) throw new BridgeError(500, BRIDGE_QUOTE_FAILED);
      const q = convert(from, amount, to);
      const totalPercent = q.inputUsd === 0n ? 0 : Number((q.totalUsd * 1_000_000n) / q.inputUsd) / 10_000;
      const answer: QuoteAnswer = {
        // what the walk takes to COMPLETED on this service's step clock
        estCheckoutTimeMs: (WALK_STEPS.length - 1) * ctx.stepMs,
        estInputUsd: usdNumber(q.inputUsd),
        estOutputUsd: usdNumber(q.outputUsd),
        estToTokenBaseUnit: q.toAmount.toString(),
        quoteId: `0x${randomBytes(32).toString('hex')}`,
        estFeeBreakdown: {
          appFeeLabel: 'Fun.xyz fee',
          appFeePercent: 0,
          appFeeUsd: 0,
          fillCostPercent: percentNumber(q.fillBps),
          fillCostUsd: usdNumber(q.fillUsd),
          gasUsd: usdNumber(q.gasUsd),
          maxSlippage: MAX_SLIPPAGE_PERCENT,
          minReceived: usdNumber(q.minReceivedUsd),
          swapImpact: percentNumber(q.swapBps),
          swapImpactUsd: usdNumber(q.swapUsd),
          totalImpact: totalPercent,
          totalImpactUsd: usdNumber(q.totalUsd),
        },
      };
      return c.json(answer);
    },
  };
}
