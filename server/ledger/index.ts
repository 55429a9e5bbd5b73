export { Ledger } from './ledger';
export { MICRO, NO_BUILDER, allocateByPrice, allocateByWeights, feeFor, mulDiv, mulDivRound, notional, proRata } from './money';
export { blockNumberAt, negRiskMarketIdFor } from './chain-ids';
export { COMBO_STATUSES, comboPayoutPerShare, comboStatus, type LegResolution } from './combo-status';
export * from './types';
