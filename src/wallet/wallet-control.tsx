import { PortfolioFollowsFunder } from './portfolio-follows-funder';
import { WalletMenu } from './wallet-menu';
import { WalletScope } from './wallet-scope';

/** The header's wallet control, with wagmi around it: a lazy chunk the header loads on first need. */
export default function WalletControl({ open }: { open?: boolean }) {
  return (
    <WalletScope>
      <PortfolioFollowsFunder />
      <WalletMenu initiallyOpen={open} />
    </WalletScope>
  );
}
