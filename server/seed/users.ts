import { getAddress } from 'viem';
import { DEMO_TRADER } from '../../src/api/config';
import { addressFor } from './ids';
import type { Rng } from './rng';
import type { SizeConfig } from './sizes';
import { DAY, HOUR, type Timeline } from './time';
import { WHALE } from './well-known';
import { ADJECTIVES, BIOS, HANDLE_WORDS, NOUNS } from './words';

/* The population: the demo trader, the whale, market makers and traders with profiles. */

export type Role = 'demo' | 'whale' | 'mm' | 'trader';

export type UserPlan = {
  idx: number;
  address: string;
  display: string;
  role: Role;
  createdAt: number;
  /** how often the market flow picks this trader */
  weight: number;
  /** size multiplier of this user's orders */
  scale: number;
  yieldOptIn: boolean;
  /** index of the user who referred this one, or -1 */
  referrer: number;
  name: string;
  pseudonym: string;
  bio: string;
  image: string;
  verified: boolean;
  displayPublic: boolean;
  xUsername: string;
};

export const DEMO = 0;
export const WHALE_IDX = 1;
export const AVATARS = 8;

function pseudonym(rng: Rng): string {
  return `${rng.pick(ADJECTIVES)}-${rng.pick(NOUNS)}`;
}

export function buildUsers(rng: Rng, seed: number, tl: Timeline, cfg: SizeConfig): UserPlan[] {
  const users: UserPlan[] = [];
  const avatar = () => (rng.chance(0.8) ? `/avatars/avatar-${rng.int(1, AVATARS)}.svg` : '');
  const add = (u: Omit<UserPlan, 'idx'>) => users.push({ idx: users.length, ...u });

  add({
    address: DEMO_TRADER.toLowerCase(),
    display: getAddress(DEMO_TRADER),
    role: 'demo',
    createdAt: tl.t0 + DAY + 9 * HOUR,
    weight: 0,
    scale: 1,
    yieldOptIn: true,
    referrer: -1,
    name: 'Demo Trader',
    pseudonym: 'Steady-Compass',
    bio: 'The demo account of the local Vantage sandbox. Nothing here is real money.',
    image: '/avatars/avatar-1.svg',
    verified: true,
    displayPublic: true,
    xUsername: 'vantage_demo',
  });
  add({
    address: WHALE.address,
    display: WHALE.display,
    role: 'whale',
    createdAt: tl.t0 + HOUR,
    weight: 0,
    scale: 20,
    yieldOptIn: true,
    referrer: -1,
    name: 'Leviathan',
    pseudonym: 'Vast-Harbor',
    bio: 'Liquidity everywhere, all the time.',
    image: '/avatars/avatar-2.svg',
    verified: true,
    displayPublic: true,
    xUsername: 'leviathan_mm',
  });
  for (let i = 2; i < cfg.users; i++) {
    const mm = i < cfg.marketMakers;
    const { address, display } = addressFor(seed, `user-${i}`);
    const handle = `${rng.pick(HANDLE_WORDS)}${rng.pick(HANDLE_WORDS)}${rng.int(1, 999)}`;
    // more people join later than early: the join time leans toward the present
    const joined = mm ? tl.t0 + rng.int(0, 20) * DAY : tl.t0 + Math.floor(Math.pow(rng.float(), 0.75) * (tl.days - 2) * DAY);
    add({
      address,
      display,
      role: mm ? 'mm' : 'trader',
      createdAt: joined + rng.int(0, DAY - 1),
      weight: mm ? 0 : 1 / Math.pow(rng.int(1, cfg.users) + 4, 0.85),
      scale: mm ? 10 : rng.chance(0.05) ? rng.range(4, 12) : rng.range(0.5, 2),
      yieldOptIn: rng.chance(mm ? 0.5 : 0.2),
      referrer: -1,
      name: mm ? `${rng.pick(NOUNS)} Markets` : rng.chance(0.85) ? handle : '',
      pseudonym: pseudonym(rng),
      bio: mm ? 'Automated market making.' : rng.pick(BIOS),
      image: avatar(),
      verified: mm ? rng.chance(0.5) : rng.chance(0.03),
      displayPublic: rng.chance(0.7),
      xUsername: rng.chance(0.3) ? handle : '',
    });
  }
  // referrals: some traders came through an earlier user; the demo trader brought the busiest ones
  const traders = users.filter((u) => u.role === 'trader');
  const busiest = [...traders].sort((a, b) => b.weight - a.weight || a.idx - b.idx);
  for (const t of busiest.filter((u) => u.createdAt > users[DEMO]!.createdAt).slice(0, 6)) t.referrer = DEMO;
  const byJoin = [...traders].sort((a, b) => a.createdAt - b.createdAt || a.idx - b.idx);
  byJoin.forEach((t, n) => {
    if (t.referrer !== -1 || n === 0 || !rng.chance(0.2)) return;
    t.referrer = byJoin[rng.below(n)]!.idx;
  });
  return users;
}
