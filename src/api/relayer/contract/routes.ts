import { z } from 'zod/mini';
import { defineRoute, publicRead, type RouteRecord } from '../../route-record';
import {
  AddressTypeQuery,
  DeployedAnswer,
  NonceAnswer,
  RelayerTransaction,
  RelayPayloadAnswer,
  SubmitAnswer,
  SubmitBody,
  TransactionQuery,
} from './schemas';

/*
 * The relayer's routes (relayer facts §2), under its mount (/relayer). The official client sends
 * builder headers only on /submit and /transactions, so the four reads stay public.
 */

const tx = { tag: 'transactions' } as const;
const wallets = { tag: 'wallets' } as const;

const relayerRoutes = {
  nonce: publicRead({
    path: '/nonce',
    summary: "The nonce the signer's wallet expects next: its Safe's (type SAFE) or deposit wallet's (type WALLET)",
    ...wallets,
    query: AddressTypeQuery,
    response: NonceAnswer,
  }),
  relayPayload: publicRead({
    path: '/relay-payload',
    summary: "The relayer's address and the signer's nonce",
    ...wallets,
    query: AddressTypeQuery,
    response: RelayPayloadAnswer,
  }),
  deployed: publicRead({
    path: '/deployed',
    summary: 'Whether a wallet (a Safe, or with type WALLET a deposit wallet) is deployed',
    ...wallets,
    query: AddressTypeQuery,
    response: DeployedAnswer,
  }),
  transaction: publicRead({
    path: '/transaction',
    summary: 'One relayer transaction by id (an array of one)',
    ...tx,
    query: TransactionQuery,
    response: z.array(RelayerTransaction),
    notFound: 'No transaction with that id',
  }),
  transactions: defineRoute({
    method: 'GET',
    path: '/transactions',
    summary: "The calling builder key's transactions, newest first",
    ...tx,
    auth: 'builder',
    query: z.object({}),
    response: z.array(RelayerTransaction),
  }),
  submit: defineRoute({
    method: 'POST',
    path: '/submit',
    summary: 'Submit a signed wallet transaction (SAFE-CREATE, SAFE, WALLET-CREATE, WALLET); answers at once with STATE_NEW',
    ...tx,
    auth: 'builder',
    buckets: ['submit'],
    body: SubmitBody,
    response: SubmitAnswer,
  }),
};

/** Every relayer route record, by name; the server mounts exactly these. */
export const RELAYER_ROUTES: Readonly<Record<string, RouteRecord>> = relayerRoutes;
