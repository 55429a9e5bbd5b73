import { NO_OUTCOME, type LedgerCore } from './core';
import { LedgerError } from './ledger-error';
import { REWARD_TYPES, type ActivityType, type CashInput, type RewardInput } from './types';
import { positiveInt, timestamp } from './validate';

/*
 * Cash-only movements: deposits, withdrawals and the five reward kinds. Their rows carry size =
 * usdc_size (collateral is a token too), asset '' and outcome 999; condition_id is '' unless the
 * reward is tied to a market.
 */

export function cashRow(core: LedgerCore, type: ActivityType, i: CashInput, sign: 1 | -1, conditionId: string, logIndex = 0): number {
  timestamp(i.ts);
  positiveInt(i.amount, 'amount');
  const txHash = core.txHash(i.txHash, type, i.ts);
  core.moveCash(i.user, sign * i.amount);
  return core.activity({
    user: i.user,
    ts: i.ts,
    type,
    conditionId,
    asset: '',
    outcomeIndex: NO_OUTCOME,
    side: '',
    size: i.amount,
    usdcSize: i.amount,
    price: 0,
    fee: 0,
    shareDelta: 0,
    cashDelta: sign * i.amount,
    txHash,
    logIndex,
  });
}

export function deposit(core: LedgerCore, i: CashInput): number {
  return cashRow(core, 'DEPOSIT', i, 1, '');
}

export function withdraw(core: LedgerCore, i: CashInput): number {
  return cashRow(core, 'WITHDRAWAL', i, -1, '');
}

export function reward(core: LedgerCore, i: RewardInput): number {
  if (!REWARD_TYPES.includes(i.type)) throw new LedgerError('INVALID_INPUT', `unknown reward type ${i.type}`);
  if (i.conditionId) core.market(i.conditionId);
  return cashRow(core, i.type, i, 1, i.conditionId ?? '');
}
