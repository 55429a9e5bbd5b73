import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendOrder } from '../../api/trading/contract/schemas-orders';
import type { Hex } from 'viem';
import type { L2Client } from '../../api/trading/l2-client';
import type { PlaceResult } from '../../api/trading/unanswered-order';
import { buildOrder, orderBody } from '../../api/trading/orders';
import { exchangeDomainSeparator, walletOrderTypedData, walletSignatureBlob } from '../../api/trading/wallet-order';
import { orderTypedData, type OrderStruct } from '../../api/trading/wire';
import { signOnDomainChain } from '../../wallet/chain-guard';
import { credentialsStore } from '../../wallet/credentials-store';
import { useTradingAddress } from '../../wallet/trading-address';
import { useWallet } from '../../wallet/wallet-scope';
import { modeOf, noteMode } from './exchange-mode';
import { idsOf, refreshAfterAnswer } from './refresh-after';
import type { OrderKind, TicketPlan } from './ticket-form';

/*
 * Place an order: the struct from the exact amounts, the wallet's EIP-712 signature (on the
 * domain's chain only; the neg-risk exchange for neg-risk markets), POST /order with L2 headers,
 * then every read a fill changes is refreshed from one place.
 */

export type PlaceOrderInput = {
  tokenId: string;
  negRisk: boolean;
  side: 'BUY' | 'SELL';
  kind: OrderKind;
  plan: TicketPlan;
  postOnly: boolean;
  expiration: number | undefined;
};

/** The orders' bodies, each signed by the wallet in turn (a wallet shows one request at a time). */
function useSignedBodies(eoa: string) {
  const { config, tradingChainId } = useWallet();
  const trading = useTradingAddress();
  // a deposit wallet (type 3) is its own signer: its owner signs a TypedDataSign wrapper (ERC-1271)
  const deposit = trading.signatureType === 3;
  const signOrder = async (struct: OrderStruct, negRisk: boolean): Promise<Hex> =>
    deposit
      ? walletSignatureBlob(
          await signOnDomainChain(config, walletOrderTypedData(struct, tradingChainId, negRisk)),
          struct,
          exchangeDomainSeparator(tradingChainId, negRisk),
        )
      : signOnDomainChain(config, orderTypedData(struct, tradingChainId, negRisk));
  return async (input: Omit<PlaceOrderInput, 'plan'>, plans: TicketPlan[]): Promise<SendOrder[]> => {
    const creds = credentialsStore.get();
    if (!creds) throw new Error('Enable trading first');
    const funder = (trading.funder || eoa) as Hex;
    const bodies: SendOrder[] = [];
    for (const plan of plans) {
      const struct = buildOrder({
        maker: funder,
        signer: deposit ? funder : (eoa as Hex),
        tokenId: input.tokenId,
        side: input.side,
        makerAmount: plan.amounts.makerAmount,
        takerAmount: plan.amounts.takerAmount,
        signatureType: trading.signatureType,
      });
      const signature = await signOrder(struct, input.negRisk);
      bodies.push(
        orderBody({
          struct,
          signature,
          owner: creds.creds.apiKey,
          orderType: input.kind,
          postOnly: input.postOnly && (input.kind === 'GTC' || input.kind === 'GTD'),
          expiration: input.kind === 'GTD' ? input.expiration : 0,
        }),
      );
    }
    return bodies;
  };
}

function useTradeMutation<I, R extends PlaceResult | readonly PlaceResult[]>(eoa: string, run: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => noteMode({ kind: 'normal' }),
    onError: (error) => noteMode(modeOf(error)),
    onSettled: (answer) => refreshAfterAnswer(queryClient, eoa, idsOf(answer)),
  });
}

export function usePlaceOrder(l2: L2Client, eoa: string) {
  const sign = useSignedBodies(eoa);
  return useTradeMutation(eoa, async (input: PlaceOrderInput) => l2.postOrder((await sign(input, [input.plan]))[0]!));
}

/** A ladder: one order per rung, signed in turn, sent together through POST /orders (one result each). */
export function usePlaceLadder(l2: L2Client, eoa: string) {
  const sign = useSignedBodies(eoa);
  return useTradeMutation(eoa, async ({ plans, ...input }: Omit<PlaceOrderInput, 'plan'> & { plans: TicketPlan[] }) =>
    l2.postOrders(await sign(input, plans)),
  );
}
