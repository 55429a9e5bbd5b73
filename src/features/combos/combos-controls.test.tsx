// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUser } from '../../testing/render';
import { CombosControls } from './combos-controls';
import type { ComboStatus } from './combo-types';
import { DEFAULT_VIEW, type ComboView } from './url-state';

const COUNTS: Record<ComboStatus, number> = { OPEN: 3, PARTIAL: 1, RESOLVED_PARTIAL: 0, RESOLVED_WIN: 2, RESOLVED_LOSS: 4 };

describe('combo filters', () => {
  it('show each status with its count, and ask to add a ticked one', async () => {
    const onChange = vi.fn();
    const { user } = renderWithUser(<CombosControls view={DEFAULT_VIEW} counts={COUNTS} onChange={onChange} />);
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(Object.keys(COUNTS).length);
    expect(boxes.every((b) => !(b as HTMLInputElement).checked)).toBe(true);
    await user.click(boxes[1]!);
    expect(onChange).toHaveBeenCalledWith({ statuses: [(boxes[1] as HTMLInputElement).value] });
  });

  it('clear a status filter with "Show all", and offer it only when one is set', async () => {
    const onChange = vi.fn();
    const { user, rerender } = renderWithUser(<CombosControls view={DEFAULT_VIEW} counts={undefined} onChange={onChange} />);
    expect(screen.queryByRole('button', { name: 'Show all' })).toBeNull();
    const filtered: ComboView = { ...DEFAULT_VIEW, statuses: ['OPEN'] };
    rerender(<CombosControls view={filtered} counts={undefined} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Show all' }));
    expect(onChange).toHaveBeenLastCalledWith({ statuses: [] });
  });

  it('change the sort through a labelled select', async () => {
    const onChange = vi.fn();
    const { user } = renderWithUser(<CombosControls view={DEFAULT_VIEW} counts={COUNTS} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    const other = [...select.options].find((o) => o.value !== select.value)!;
    await user.selectOptions(select, other.value);
    expect(onChange).toHaveBeenCalledWith({ sort: other.value });
  });
});
