import { shortenAddress } from '../lib/address-shape';
import { CopyButton } from './copy-button';
import { cx } from './cx';

/** An address as people scan it (0x1234…abcd), the full one on hover, and a copy button. */
export function Address({ address, className }: { address: string; className?: string }) {
  return (
    <span className={cx('inline-flex items-center gap-1', className)}>
      <span className="font-mono text-sm" title={address}>
        {shortenAddress(address)}
      </span>
      <CopyButton text={address} label="Copy address" />
    </span>
  );
}
