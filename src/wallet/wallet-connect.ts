import type { CreateConnectorFn } from 'wagmi';

/*
 * WalletConnect, offered only by a build given VITE_WALLETCONNECT_PROJECT_ID. The id is read here,
 * at the branch, so a build without one drops the branch and never ships WalletConnect's code.
 */
export async function walletConnectConnectors(): Promise<CreateConnectorFn[]> {
  const projectId = import.meta.env.VITE_WALLETCONNECT_PROJECT_ID;
  if (!projectId) return [];
  const { walletConnect } = await import('wagmi/connectors/walletConnect');
  const connector = walletConnect({
    projectId,
    showQrModal: true,
    metadata: {
      name: 'Vantage',
      description: 'Portfolio dashboard and order ticket for prediction markets',
      url: location.origin,
      icons: [],
    },
  });
  return [untilChosen(connector)];
}

type Connector = ReturnType<CreateConnectorFn>;

/*
 * wagmi sets every connector up when the config is made, and reconnect asks each for its provider:
 * for WalletConnect that loads its provider and QR modal (about 430 KB gzip) and opens a relay
 * socket for everyone who opens trading. This connector stays asleep until a user picks it, or
 * until the page reconnects a browser whose last wallet was WalletConnect.
 */
export function untilChosen(make: CreateConnectorFn): CreateConnectorFn {
  return (config) => {
    const inner = make(config);
    let awake = false;
    return {
      ...inner,
      async setup(this: Connector) {
        awake = (await config.storage?.getItem('recentConnectorId')) === inner.id;
        if (awake) await inner.setup?.call(this);
      },
      async getProvider(this: Connector, parameters?: { chainId?: number }) {
        return awake ? inner.getProvider.call(this, parameters) : undefined;
      },
      async isAuthorized(this: Connector) {
        return awake ? inner.isAuthorized.call(this) : false;
      },
      async connect(this: Connector, parameters?: Parameters<Connector['connect']>[0]) {
        awake = true;
        return inner.connect.call(this, parameters as never);
      },
    } as Connector;
  };
}
