import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http';
import { AlreadyReceived } from '../../api/perps/client';
import { explainAck, explainPerpsError } from './perps-errors';

describe('explainPerpsError', () => {
  it('explains signature_already_used, whether the client caught the resend or the gateway said so', () => {
    expect(explainPerpsError(new AlreadyReceived(new ApiError(422, 'signature_already_used'))).title).toBe('Already received');
    expect(explainPerpsError(new ApiError(422, 'signature_already_used')).title).toBe('Already received');
  });
  it('says a 503 left after the retries executed nothing, and passes a 400 message on', () => {
    expect(explainPerpsError(new ApiError(503, 'service_unavailable', undefined, 2)).detail).toMatch(/Nothing was executed/);
    expect(explainPerpsError(new ApiError(400, 'price exceeds allowed decimal places')).detail).toBe(
      'price exceeds allowed decimal places',
    );
  });
  it('reads an ack’s error id', () => {
    expect(explainAck('cancel_only_mode')).toMatch(/only cancels/);
    expect(explainAck('stp_whatever')).toBe('stp whatever');
  });
});
