// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CONTRACTS } from '../../api/config';
import { setsCall } from '../../api/relayer/calls';
import '../../testing/render';
import { SetsForm, type SetsDraft, type SetsHolder } from './sets-form';
import { setsPlan, type SetsKind } from './sets-plan';

/* The shared Split / Merge form: what it previews, when it runs, and which action its walk is named for. */

const CONDITION = `0x${'c1'.repeat(32)}` as const;
const HOLDER: SetsHolder = { funder: `0x${'e0'.repeat(20)}`, signatureType: 0, name: 'Your address' };

function draft(kind: SetsKind, text: string): SetsDraft {
  const plan = setsPlan(kind, text, { cash: 5_000_000n, shares: [2_000_000n, 3_000_000n] }, ['Yes', 'No'], HOLDER.name);
  const call = plan.ok ? setsCall(kind, CONDITION, plan.amount, 'Will it?') : undefined;
  return { kind, setKind: vi.fn(), text, setText: vi.fn(), plan, call };
}

function form(d: SetsDraft, onRun = vi.fn(), busy = false, locked = false) {
  const progress = vi.fn((what: string) => <p data-testid="walk">{what}</p>);
  const props = { holder: HOLDER, signs: 'Your wallet sends one transaction', busy, locked, onRun, progress, testId: 'sets' };
  const view = render(<SetsForm draft={d} {...props} />);
  return { onRun, rerender: (next: SetsDraft) => view.rerender(<SetsForm draft={next} {...props} />) };
}

describe('SetsForm', () => {
  it('previews the exact amounts and the CTF call, and runs once per submit', () => {
    const { onRun } = form(draft('split', '1.234567'));
    expect(screen.getByTestId('sets-preview').textContent).toBe(
      `Your address gives 1.234567 pUSD and gets 1.234567 Yes and 1.234567 No shares. Your wallet sends one transaction (CTF splitPosition → ${CONTRACTS.conditionalTokens}).`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Split' }));
    expect(onRun).toHaveBeenCalledTimes(1);
  });

  it('neither previews nor runs what the holder cannot cover, nor while an action is under way', () => {
    const { onRun } = form(draft('merge', '2.000001'));
    expect(screen.queryByTestId('sets-preview')).toBeNull();
    expect(screen.getByText('Your address holds only 2 complete sets.')).toBeTruthy();
    fireEvent.submit(screen.getByRole('button', { name: 'Merge' }).closest('form')!);
    expect(onRun).not.toHaveBeenCalled();

    const busy = form(draft('split', '1'), vi.fn(), true);
    fireEvent.submit(screen.getAllByRole('button', { name: 'Split' })[0]!.closest('form')!);
    expect(busy.onRun).not.toHaveBeenCalled();
  });

  it('names the walk for the action sent, though the choice moves on', () => {
    const { rerender } = form(draft('split', '1'));
    fireEvent.click(screen.getByRole('button', { name: 'Split' }));
    rerender(draft('merge', '1'));
    expect(screen.getByRole('button', { name: 'Merge' })).toBeTruthy();
    expect(screen.getByTestId('walk').textContent).toBe('Split');
  });

  it('holds the amount and the action while a retry must follow a transaction already sent', () => {
    const { onRun } = form(draft('split', '1'), vi.fn(), false, true);
    expect(screen.getByLabelText('Sets (one pUSD each)').matches(':disabled')).toBe(true);
    expect(screen.getByRole('radio', { name: 'Merge sets into pUSD' }).matches(':disabled')).toBe(true);
    expect(screen.getByTestId('sets-locked').textContent).toMatch(/will not be sent again/);
    fireEvent.click(screen.getByRole('button', { name: 'Retry split' }));
    expect(onRun).toHaveBeenCalledTimes(1);
  });
});
