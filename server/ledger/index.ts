export { Ledger } from './ledger';
export { LedgerError } from './ledger-error';
export { MICRO, NO_BUILDER, allocateByPrice, allocateByWeights, feeFor, mulDiv, mulDivRound, notional, proRata } from './money';
export { NO_OUTCOME } from './core';
export { blockNumberAt, comboConditionIdFor, comboPositionIdFor } from './chain-ids';
export {
  COMBO_STATUSES,
  comboPayoutPerShare,
  comboStatus,
  isTerminal,
  legPayout,
  legStatus,
  type ComboStatus,
  type LegResolution,
  type LegStatus,
} from './combo-status';
export * from './types';
