import { defineRoute, publicRead, type RouteRecord } from '../../route-record';
import {
  AddressesAnswer,
  BridgeTransaction,
  DepositBody,
  QuoteAnswer,
  QuoteBody,
  SimulateDepositBody,
  StatusAnswer,
  StatusQuery,
  SupportedAssetsAnswer,
  WithdrawBody,
} from './schemas';

/*
 * The bridge's routes (bridge facts §2) under its mount (/bridge): all public, no auth. The
 * sandbox's simulated deposit is the one route the public bridge lacks.
 */

const bridgeRoutes = {
  supportedAssets: publicRead({
    path: '/supported-assets',
    summary: 'Chains and tokens the bridge takes and pays out, with the least USD value of each',
    tag: 'assets',
    response: SupportedAssetsAnswer,
  }),
  quote: defineRoute({
    method: 'POST',
    path: '/quote',
    summary: 'Estimated output, fees and time of a deposit or a withdrawal',
    tag: 'quotes',
    auth: 'none',
    body: QuoteBody,
    response: QuoteAnswer,
  }),
  deposit: defineRoute({
    method: 'POST',
    path: '/deposit',
    summary: "A wallet's deposit addresses, one per address family (the same set on every call)",
    tag: 'addresses',
    auth: 'none',
    successStatus: 201,
    body: DepositBody,
    response: AddressesAnswer,
  }),
  withdraw: defineRoute({
    method: 'POST',
    path: '/withdraw',
    summary: 'The address that pays pUSD sent to it out to one destination chain, token and recipient',
    tag: 'addresses',
    auth: 'none',
    successStatus: 201,
    body: WithdrawBody,
    response: AddressesAnswer,
  }),
  status: publicRead({
    path: '/status/{address}',
    summary: 'Transfers seen at a bridge address, newest first, cursor-paged',
    tag: 'transfers',
    query: StatusQuery,
    response: StatusAnswer,
    paging: 'cursor',
  }),
  simulateDeposit: defineRoute({
    method: 'POST',
    path: '/sandbox/simulate-deposit',
    summary: 'Sandbox only, loopback only: funds arrive at a deposit address and walk to COMPLETED (or FAILED)',
    tag: 'sandbox',
    auth: 'none',
    successStatus: 201,
    body: SimulateDepositBody,
    response: BridgeTransaction,
  }),
};

/** Every bridge route record, by name; the server mounts exactly these. */
export const BRIDGE_ROUTES: Readonly<Record<keyof typeof bridgeRoutes, RouteRecord>> = bridgeRoutes;
