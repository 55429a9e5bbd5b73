import type { DatasetSize } from './index';

/** What each dataset size asks of the generator. */
export type SizeConfig = {
  /** length of the history before `now` */
  historyDays: number;
  /** markets to create (events are added until the count is reached) */
  markets: number;
  users: number;
  marketMakers: number;
  /** fills drawn by the market flow (scripted and derived fills come on top) */
  trades: number;
  combos: number;
  /** share of events still open at `now` */
  openShare: number;
  /** chance that a market-maker fill goes to the whale */
  whaleMakerShare: number;
  /**
   * Whether the whale redeems resolved markets. The large dataset's whale never does, so it holds
   * a position in every market it ever made (10,000+): the account the benchmarks page through.
   */
  whaleRedeems: boolean;
};

export const SIZES: Record<DatasetSize, SizeConfig> = {
  demo: {
    historyDays: 1461,
    markets: 150,
    users: 300,
    marketMakers: 8,
    trades: 36_000,
    combos: 60,
    openShare: 0.4,
    whaleMakerShare: 0.15,
    whaleRedeems: true,
  },
  /*
   * Between the two: big enough to hold whales, long histories and hundreds of combos, small enough
   * to generate inside a test (about 10 s) where the large one takes minutes.
   */
  medium: {
    historyDays: 1461,
    markets: 500,
    users: 1500,
    marketMakers: 24,
    trades: 120_000,
    combos: 240,
    openShare: 0.35,
    whaleMakerShare: 0.15,
    whaleRedeems: false,
  },
  large: {
    historyDays: 1461,
    markets: 6000,
    users: 20_000,
    marketMakers: 120,
    trades: 1_035_000,
    combos: 3000,
    openShare: 0.3,
    whaleMakerShare: 0.16,
    whaleRedeems: false,
  },
};
