import { MAX_ALLOWANCE, APPROVALS_CATALOGUE } from '../../src/api/data/approvals-catalogue';
import type { Db } from '../db/connection';
import { builderCodeFor } from './ids';
import type { Rng } from './rng';
import { DAY, type Timeline } from './time';
import type { UserPlan } from './users';
import type { Builders } from './world';

/* Users, builders and approval state. */

export function writeUsers(db: Db, users: readonly UserPlan[]): void {
  const st = db.prepare(`
    INSERT INTO users (address, display_address, name, pseudonym, bio, profile_image, profile_image_optimized, verified,
                       display_username_public, x_username, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  for (const u of users) {
    st.run(
      u.address,
      u.display,
      u.name,
      u.pseudonym,
      u.bio,
      u.image,
      u.image,
      u.verified ? 1 : 0,
      u.displayPublic ? 1 : 0,
      u.xUsername,
      u.createdAt,
    );
  }
}

const BUILDERS = [
  { name: 'Legacy Terminal', legacy: true, verified: true, weight: 15 },
  { name: 'Oddsmith', legacy: false, verified: true, weight: 30 },
  { name: 'Polyglot Pro', legacy: false, verified: true, weight: 20 },
  { name: 'MarketPilot', legacy: false, verified: false, weight: 15 },
  { name: 'Tradewind', legacy: false, verified: false, weight: 12 },
  { name: 'Forecast Desk', legacy: false, verified: false, weight: 8 },
];

/** Writes the builders table; returns their codes and the share of attributed fills each gets. */
export function writeBuilders(db: Db): Builders {
  const st = db.prepare('INSERT INTO builders (code, name, logo, verified) VALUES (?, ?, ?, ?)');
  const codes: string[] = [];
  BUILDERS.forEach((b, i) => {
    const code = b.legacy ? '' : builderCodeFor(b.name);
    st.run(code, b.name, `/avatars/avatar-${(i % 8) + 1}.svg`, b.verified ? 1 : 0);
    codes.push(code);
  });
  return { codes, weights: BUILDERS.map((b) => b.weight) };
}

/**
 * Approval state per user over the fixed catalogue: most wallets approved the trading contracts
 * when they joined, a few revoked or granted a limited allowance; fewer use perps, rewards and
 * auto-redeem. An absent row means never approved.
 */
export function writeApprovals(db: Db, users: readonly UserPlan[], rng: Rng, tl: Timeline): void {
  const st = db.prepare('INSERT INTO approvals (user, contract_id, approved, amount, updated_at) VALUES (?, ?, ?, ?, ?)');
  for (const u of users) {
    const when = () => Math.min(tl.now - 1, u.createdAt + rng.int(60, 30 * DAY));
    if (u.role === 'demo') {
      for (const e of APPROVALS_CATALOGUE) {
        if (e.feature === 'trading') st.run(u.address, e.id, 1, e.standard === 'ERC20' ? MAX_ALLOWANCE : null, u.createdAt + 600);
      }
      st.run(u.address, 'perps-collateral-vault', 1, '250000000', tl.now - 40 * DAY);
      st.run(u.address, 'auto-redeem-ctf-redeemer', 0, null, tl.now - 10 * DAY);
      continue;
    }
    for (const e of APPROVALS_CATALOGUE) {
      const negRisk = e.id.includes('neg-risk');
      const share = e.feature === 'trading' ? (negRisk ? 0.8 : 0.97) : e.feature === 'perps' ? 0.1 : e.feature === 'rewards' ? 0.15 : 0.2;
      if (!rng.chance(share)) continue;
      const revoked = rng.chance(0.04);
      if (e.standard === 'ERC1155') {
        st.run(u.address, e.id, revoked ? 0 : 1, null, when());
      } else if (e.unlimited) {
        // a limited grant does not suffice where the maximum is needed
        const limited = !revoked && rng.chance(0.03);
        const amount = revoked ? '0' : limited ? String(rng.int(10, 5000) * 1_000_000) : MAX_ALLOWANCE;
        st.run(u.address, e.id, revoked || limited ? 0 : 1, amount, when());
      } else {
        const amount = revoked ? '0' : String(rng.int(50, 20_000) * 1_000_000);
        st.run(u.address, e.id, revoked ? 0 : 1, amount, when());
      }
    }
  }
}
