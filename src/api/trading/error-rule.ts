import type { TradingErrorExplanation, TradingErrorKind } from './errors';

/* The shape of one rule of the trading error catalogue, and the helpers the rules share. */

export type Facts = { message: string; status?: number; code?: string; retryAfter?: number };
type Words = Omit<TradingErrorExplanation, 'kind' | 'retryAfterSeconds' | 'silent'>;
export type Rule = {
  kind: TradingErrorKind;
  when: (f: Facts) => RegExpExecArray | boolean | null;
  say: (m: RegExpExecArray | null) => Words;
};

export const text = (re: RegExp) => (f: Facts) => re.exec(f.message);
export const retryLater = 'Try again in a moment.';
