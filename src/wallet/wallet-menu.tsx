import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useConnect, useConnection, useDisconnect } from 'wagmi';
import { Button } from '../ui/button';
import { errorMessage } from '../ui/error-panel';
import { isDemo } from './config';
import { chainName } from './chain-name';
import { isUserRejection } from '../api/trading/errors';
import { useTradingAddress } from './trading-address';

/*
 * The header's wallet control. Disconnected: every wallet the browser announced (EIP-6963, name and
 * icon) and, on the sandbox, the Demo wallet. Connected: the account, its chain, and one click to
 * its own portfolio, trading and its API keys.
 */

function short(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`;
}

function useDismiss(open: boolean, close: () => void) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    const onClick = (e: MouseEvent) => !ref.current?.contains(e.target as Node) && close();
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open, close]);
  return ref;
}

const panel =
  'absolute right-0 z-40 mt-1 w-72 rounded-md border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900';
const item = 'flex w-full items-center gap-2 rounded px-2 py-2 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-800';

export function WalletMenu({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const close = () => setOpen(false);
  const ref = useDismiss(open, close);
  const menuId = useId();
  const { address, status, chainId, connector } = useConnection();
  const { connect, connectors, error, isPending, reset } = useConnect();
  const { disconnect } = useDisconnect();
  const trading = useTradingAddress();
  const button = useRef<HTMLButtonElement>(null);
  // said once after a disconnect: the panel that held the action is gone, so the result is read here
  const [said, setSaid] = useState('');
  const onDisconnect = () => {
    disconnect();
    // the menu item goes with the panel, which would drop focus to <body>: the button that now
    // reads "Connect wallet" takes it, the next step a keyboard user would want
    button.current?.focus();
    setSaid('Wallet disconnected.');
    close();
  };

  const connected = status === 'connected' && address;
  const label = connected ? short(address) : status === 'reconnecting' ? 'Reconnecting…' : 'Connect wallet';
  return (
    <div ref={ref} className="relative">
      <Button
        ref={button}
        variant={connected ? 'secondary' : 'primary'}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          setSaid('');
          setOpen((o) => !o);
        }}
        data-testid="wallet-button"
      >
        {connected && connector?.icon && <img src={connector.icon} alt="" className="size-4" />}
        {label}
      </Button>
      <p role="status" className="sr-only" data-testid="wallet-status">
        {said}
      </p>
      {open && (
        <div id={menuId} className={panel} role="region" aria-label="Wallet">
          {connected ? (
            <div className="flex flex-col gap-1">
              <p className="px-2 text-xs text-slate-500 dark:text-slate-400">
                {isDemo(connector) ? 'Demo wallet (sandbox)' : connector?.name} on {chainName(chainId)}
              </p>
              <p className="px-2 font-mono text-xs break-all" data-testid="connected-address">
                {address}
              </p>
              <Link to={`/portfolio/${trading.funder}`} className={item} onClick={close}>
                My portfolio
              </Link>
              <Link to="/trade" className={item} onClick={close}>
                Trade
              </Link>
              <Link to="/trade/keys" className={item} onClick={close}>
                API keys and trading settings
              </Link>
              <button type="button" className={item} onClick={onDisconnect}>
                Disconnect
              </button>
            </div>
          ) : (
            <div className="flex flex-col gap-1">
              <p className="px-2 text-xs text-slate-500 dark:text-slate-400">Choose a wallet</p>
              {connectors.map((c) => (
                <button
                  key={c.uid}
                  type="button"
                  className={item}
                  disabled={isPending}
                  onClick={() => {
                    reset();
                    connect({ connector: c }, { onSuccess: close });
                  }}
                >
                  {c.icon ? <img src={c.icon} alt="" className="size-5" /> : <span className="size-5" aria-hidden />}
                  {isDemo(c) ? 'Demo wallet (sandbox)' : c.name}
                </button>
              ))}
              {connectors.length === 0 && (
                <p className="px-2 py-2 text-sm">No wallet found in this browser. Install a browser wallet and reload.</p>
              )}
              {error && !isUserRejection(error) && (
                <p role="alert" className="px-2 text-sm text-rose-700 dark:text-rose-400">
                  {errorMessage(error)}
                </p>
              )}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
