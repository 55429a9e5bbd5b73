import { toFunctionSelector, type AbiFunction } from 'viem';
import { describe, expect, it } from 'vitest';
import { CTF_ABI, ERC20_ABI, MULTISEND_ABI, NEG_RISK_ADAPTER_ABI } from './contracts';

const selectors = (abi: readonly AbiFunction[]) => Object.fromEntries(abi.map((f) => [f.name, toFunctionSelector(f)]));

describe('the decoder ABIs', () => {
  it('have the selectors the relayer facts sheet lists (§5, §7)', () => {
    expect(selectors(MULTISEND_ABI)).toEqual({ multiSend: '0x8d80ff0a' });
    expect(selectors(ERC20_ABI)).toEqual({ approve: '0x095ea7b3', transfer: '0xa9059cbb' });
    expect(selectors(CTF_ABI)).toEqual({
      setApprovalForAll: '0xa22cb465',
      safeTransferFrom: '0xf242432a',
      splitPosition: '0x72ce4275',
      mergePositions: '0x9e7212ad',
      redeemPositions: '0x01b7037c',
    });
    expect(selectors(NEG_RISK_ADAPTER_ABI)).toEqual({ convertPositions: '0xc64748c4', redeemPositions: '0xdbeccb23' });
  });
});
