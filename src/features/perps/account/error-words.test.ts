import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/http';
import { AlreadyReceived } from '../../../api/perps/client';
import { explainPerpsError, isCancelOnly, wordsOf } from './error-words';
import { notificationWords } from './notifications-panel';

describe('wordsOf', () => {
  it('says each modify refusal in words', () => {
    expect(wordsOf('modify_no_op')).toMatch(/already the order’s price and quantity/);
    expect(wordsOf('modify_would_cross')).toMatch(/would trade at once/);
    expect(wordsOf('modify_quantity_not_above_filled')).toMatch(/more than what has already filled/);
    expect(wordsOf('order_has_tpsl')).toMatch(/take-profit or stop-loss/);
  });

  it('an id it does not know is still shown, readably', () => {
    expect(wordsOf('brand_new_reason')).toBe('Refused: brand new reason.');
  });
});

describe('explainPerpsError', () => {
  it("keeps AlreadyReceived's own message", () => {
    const e = new AlreadyReceived(new ApiError(422, 'signature_already_used'));
    expect(explainPerpsError(e)).toBe('This request was already received; check the account before trying again.');
  });

  it('words a 422 id, a 503 and a 500 without an id, and keeps a 400’s sentence', () => {
    expect(explainPerpsError(new ApiError(422, 'insufficient_margin'))).toMatch(/not enough free margin/);
    expect(explainPerpsError(new ApiError(503, 'HTTP 503'))).toMatch(/busy/);
    expect(explainPerpsError(new ApiError(500, 'HTTP 500'))).toMatch(/may or may not have applied/);
    expect(explainPerpsError(new ApiError(400, 'auto-cancel time is in the past'))).toBe('auto-cancel time is in the past');
    expect(explainPerpsError('x')).toBe('Something went wrong.');
  });

  it('recognises cancel-only mode', () => {
    expect(isCancelOnly(new ApiError(422, 'cancel_only_mode'))).toBe(true);
    expect(isCancelOnly(new ApiError(422, 'insufficient_margin'))).toBe(false);
  });
});

describe('notificationWords', () => {
  it('says each type, the liquidation warning with what to do', () => {
    expect(notificationWords('position_opened')).toBe('Position opened');
    expect(notificationWords('position_closed')).toBe('Position closed');
    expect(notificationWords('liquidation_warning')).toMatch(/^Liquidation warning: .*add margin/);
    expect(notificationWords('something_else')).toBe('something else');
  });
});
