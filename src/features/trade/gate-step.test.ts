import { describe, expect, it } from 'vitest';
import { gateStep, stepAnnouncement } from './gate-step';

const base = { status: 'connected', address: '0xabc', chainId: 80002, tradingChainId: 80002, trading: false };
const names = { wanted: 'Polygon Amoy', current: 'Polygon' };

describe('gateStep', () => {
  it('walks connect, switch, enable, ready', () => {
    expect(gateStep({ ...base, status: 'disconnected', address: undefined })).toBe('connect');
    expect(gateStep({ ...base, status: 'connecting' })).toBe('connect');
    expect(gateStep({ ...base, chainId: 137 })).toBe('switch');
    expect(gateStep(base)).toBe('enable');
    expect(gateStep({ ...base, trading: true })).toBe('ready');
  });

  it('keeps the ticket through a reconnect', () => {
    expect(gateStep({ ...base, status: 'reconnecting', trading: true })).toBe('ready');
  });
});

describe('stepAnnouncement', () => {
  it('says the result of the action, then the next step', () => {
    expect(stepAnnouncement('connect', 'enable', names)).toBe('Wallet connected. Enable trading with one signature.');
    expect(stepAnnouncement('connect', 'switch', names)).toBe('Wallet connected. Switch your wallet to Polygon Amoy to sign.');
    expect(stepAnnouncement('switch', 'enable', names)).toBe('Switched to Polygon Amoy. Enable trading with one signature.');
    expect(stepAnnouncement('enable', 'ready', names)).toBe('Trading enabled. The order ticket is ready.');
    expect(stepAnnouncement('ready', 'connect', names)).toBe('Wallet disconnected. Connect a wallet to trade.');
    expect(stepAnnouncement('ready', 'switch', names)).toBe('Your wallet is now on Polygon. Switch your wallet to Polygon Amoy to sign.');
    expect(stepAnnouncement('ready', 'enable', names)).toBe('The trading key was forgotten. Enable trading with one signature.');
  });

  it('says both when a connect lands on a key this tab still holds', () => {
    expect(stepAnnouncement('connect', 'ready', names)).toBe('Wallet connected. Trading enabled. The order ticket is ready.');
  });

  it('is silent when the step did not change', () => {
    expect(stepAnnouncement('enable', 'enable', names)).toBe('');
  });
});
