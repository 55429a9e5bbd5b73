import type { Db } from '../db/connection';
import { deposit, reward, withdraw } from './cash-ops';
import { convert, merge, split } from './collateral-ops';
import { comboConvert, comboMerge, comboRedeem, comboSplit, registerCombo } from './combo-ops';
import { LedgerCore } from './core';
import { redeem, resolve } from './resolution-ops';
import { PerpsLedger } from './perps-ops';
import { settleTrade } from './trade-op';
import { transferCash, transferShares } from './transfer-ops';
import type {
  CashInput,
  CashTransferInput,
  ComboEntryInput,
  ComboRedeemInput,
  ComboRedeemResult,
  ConvertInput,
  ConvertResult,
  PositionState,
  RedeemInput,
  RedeemResult,
  RegisterComboInput,
  ResolveInput,
  RewardInput,
  TradeInput,
  TradeResult,
  ShareTransferInput,
  SplitMergeInput,
} from './types';

/**
 * The one place that moves shares and cash. Each operation writes every table it affects inside
 * one SQLite transaction; called inside an outer transaction (the seeder's bulk load) it nests as a
 * savepoint, so a refused operation (LedgerError) leaves no trace either way.
 */
export class Ledger {
  private readonly core: LedgerCore;
  readonly deposit: (i: CashInput) => number;
  readonly withdraw: (i: CashInput) => number;
  readonly reward: (i: RewardInput) => number;
  readonly trade: (i: TradeInput) => TradeResult;
  readonly split: (i: SplitMergeInput) => number;
  readonly merge: (i: SplitMergeInput) => number;
  readonly convert: (i: ConvertInput) => ConvertResult;
  readonly resolve: (i: ResolveInput) => void;
  readonly redeem: (i: RedeemInput) => RedeemResult;
  readonly registerCombo: (i: RegisterComboInput) => string;
  readonly comboSplit: (i: ComboEntryInput) => number;
  readonly comboMerge: (i: ComboEntryInput) => number;
  readonly comboConvert: (i: ComboRedeemInput) => void;
  readonly comboRedeem: (i: ComboRedeemInput) => ComboRedeemResult;
  readonly transferCash: (i: CashTransferInput) => [number, number];
  readonly transferShares: (i: ShareTransferInput) => void;
  /** The perps gateway's collateral, positions and their movements. */
  readonly perps: PerpsLedger;

  constructor(readonly db: Db) {
    const core = new LedgerCore(db);
    this.core = core;
    const tx = <I, R>(op: (c: LedgerCore, i: I) => R): ((i: I) => R) => {
      const run = db.transaction((i: I) => op(core, i));
      return (i: I) => run(i);
    };
    this.deposit = tx(deposit);
    this.withdraw = tx(withdraw);
    this.reward = tx(reward);
    this.trade = tx(settleTrade);
    this.split = tx(split);
    this.merge = tx(merge);
    this.convert = tx(convert);
    this.resolve = tx(resolve);
    this.redeem = tx(redeem);
    this.registerCombo = tx(registerCombo);
    this.comboSplit = tx(comboSplit);
    this.comboMerge = tx(comboMerge);
    this.comboConvert = tx(comboConvert);
    this.comboRedeem = tx(comboRedeem);
    this.transferCash = tx(transferCash);
    this.transferShares = tx(transferShares);
    this.perps = new PerpsLedger(db, core);
  }

  /** A user's cash balance, micro USDC (0 when the user never held any). */
  cashOf(user: string): number {
    return this.core.st.getCash.get(user) ?? 0;
  }

  /** A user's position in one token, or undefined when never held. */
  positionOf(user: string, asset: string): PositionState | undefined {
    return this.core.position(user, asset);
  }

  /** Drops cached market rows; call after changing markets outside the ledger (the ledger caches them). */
  forgetMarkets(): void {
    this.core.forgetMarkets();
  }
}
