import { describe, expect, it } from 'vitest';
import type { Hex } from 'viem';
import { Ledger } from '../../server/ledger';
import { createCallExecutor } from '../../server/relayer/calls/apply-calls';
import { MAX_ALLOWANCE } from '../api/data/approvals-catalogue';
import { approvalCall } from '../api/relayer/calls';
import { localService } from '../testing/local-service';
import { approvalChange, approvalHolder } from './approval-change';
import { loadApprovals } from './approvals-query';

/*
 * The change the Approvals view and the Perps view both make, against the real local service: the
 * call it sends, applied the way the relayer and the sandbox chain apply a wallet's calls, is what
 * the approvals route then reads.
 */

const PERPS_ID = 'perps-collateral-vault';
const USER = '0x00000000000000000000000000000000000a11ce';

describe('approvalChange', () => {
  it('grants what is missing and revokes what is in place, in the catalogue’s words', () => {
    expect(approvalChange({ id: PERPS_ID, approved: false })).toMatchObject({
      grant: true,
      what: 'Approve pUSD margin for perpetuals',
      entry: { id: PERPS_ID, feature: 'perps' },
    });
    expect(approvalChange({ id: PERPS_ID, approved: true })).toMatchObject({ grant: false, what: 'Revoke pUSD margin for perpetuals' });
    // an entry the app does not know has no call to make: no entry, named by its id
    expect(approvalChange({ id: 'future-entry', approved: false })).toEqual({
      entry: undefined,
      grant: true,
      what: 'Approve future-entry',
    });
  });

  it('the call granted and revoked is what the approvals route then reads', async () => {
    const service = localService();
    const execute = createCallExecutor(service.db, new Ledger(service.db));
    const perps = async () => (await loadApprovals(service.data, USER)).contracts.find((c) => c.id === PERPS_ID)!;
    const apply = (approved: boolean) => {
      const { entry, grant } = approvalChange({ id: PERPS_ID, approved });
      const call = approvalCall(entry!, grant);
      return execute({ wallet: USER, calls: [{ ...call, value: 0n, operation: 0 }], txHash: `0x${'cd'.repeat(32)}` as Hex, ts: 1 });
    };
    expect(await perps()).toMatchObject({ approved: false, amount: '0' });
    expect(apply(false)).toEqual({ ok: true });
    expect(await perps()).toMatchObject({ approved: true, amount: MAX_ALLOWANCE });
    expect(apply(true)).toEqual({ ok: true });
    expect(await perps()).toMatchObject({ approved: false, amount: '0' });
  });
});

describe('approvalHolder', () => {
  const session = { eoa: '0xAbC0000000000000000000000000000000000001', safe: '0xDeF0000000000000000000000000000000000002' };

  it('is the wallet’s own EOA or its Safe, whatever the letters’ case, else none', () => {
    expect(approvalHolder(session, session.eoa.toLowerCase())).toEqual({ kind: 'eoa', address: session.eoa });
    expect(approvalHolder(session, session.safe.toUpperCase().replace('0X', '0x'))).toEqual({ kind: 'safe', address: session.safe });
    expect(approvalHolder(session, '0x0000000000000000000000000000000000000003')).toEqual({ kind: 'none' });
    expect(approvalHolder(undefined, session.eoa)).toEqual({ kind: 'none' });
  });
});
