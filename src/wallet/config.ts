import { createConfig, http, injected, type Connector, type CreateConnectorFn } from 'wagmi';
import { reconnect } from 'wagmi/actions';
import { polygon, polygonAmoy } from 'viem/chains';
import type { QueryClient } from '@tanstack/react-query';
import { tradingNetworkQuery } from './trading-network';
import { walletConnectConnectors } from './wallet-connect';
import { jsonRpc, SANDBOX_CHAIN_URL } from './chain-rpc';

/*
 * The app's one wagmi config: Polygon and Amoy, wallets announced through EIP-6963 (wagmi's
 * multi-injected discovery: each listed by name and icon), WalletConnect when the build has a project
 * id, and, on the local sandbox only, the Demo wallet. Built once, on first need (connect or trading), so no read view's JS carries wagmi.
 * No RPC is called by a read view: only an action (an EOA's claim or approval) sends and waits on a chain.
 */

export const WALLET_CHAINS = [polygon, polygonAmoy] as const;

function makeConfig(connectors: CreateConnectorFn[], sandbox = false) {
  return createConfig({
    chains: WALLET_CHAINS,
    connectors,
    multiInjectedProviderDiscovery: true,
    // on the sandbox Amoy is the local chain (/chain): an EOA's claim is waited for there. An injected
    // or WalletConnect wallet still sends through its own RPC, which is right off the sandbox (the
    // sandbox's transactions only reach /chain from the Demo wallet or the e2e test wallet).
    transports: { [polygon.id]: http(), [polygonAmoy.id]: http(sandbox ? SANDBOX_CHAIN_URL : undefined) },
  });
}

export type WalletConfig = ReturnType<typeof makeConfig>;

declare module 'wagmi' {
  interface Register {
    config: WalletConfig;
  }
}

export type Wallet = {
  config: WalletConfig;
  /** The chain trading typed data is signed for: the sandbox's, or Polygon's against the public service. */
  tradingChainId: number;
  /** The local sandbox answered: the Demo wallet is offered. */
  sandbox: boolean;
};

export const DEMO_CONNECTOR_ID = 'vantage-demo';

async function demoConnector(chainId: number): Promise<CreateConnectorFn> {
  const { createDemoProvider, storedGrant } = await import('./demo-provider');
  // the grant survives a reload as an extension's does, so reconnect() finds the Demo wallet again
  const provider = createDemoProvider(
    chainId,
    WALLET_CHAINS.map((c) => c.id),
    storedGrant(globalThis.localStorage),
    jsonRpc(SANDBOX_CHAIN_URL),
  );
  return injected({
    target: { id: DEMO_CONNECTOR_ID, name: 'Demo wallet (sandbox)', provider: () => provider as never },
    shimDisconnect: true,
  });
}

let loading: Promise<Wallet> | undefined;

/** The wallet setup, made once (the network is the query the Trade view's first paint read). */
export function loadWallet(queryClient: QueryClient): Promise<Wallet> {
  loading ??= (async () => {
    const [network, remote] = await Promise.all([queryClient.fetchQuery(tradingNetworkQuery()), walletConnectConnectors()]);
    const connectors = network.sandbox ? [await demoConnector(network.chainId), ...remote] : remote;
    const config = makeConfig(connectors, network.sandbox);
    // the wallet this browser used last, back without a prompt (once per page, here)
    void reconnect(config);
    return { config, tradingChainId: network.chainId, sandbox: network.sandbox };
  })();
  return loading;
}

export function isDemo(connector: Pick<Connector, 'id'> | undefined): boolean {
  return connector?.id === DEMO_CONNECTOR_ID;
}
