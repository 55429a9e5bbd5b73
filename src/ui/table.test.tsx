// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUser } from '../testing/render';
import { SortableTh, TableFrame, Td } from './table';

function SortedTable({ sort, onSort }: { sort: 'ascending' | 'descending' | 'none'; onSort: () => void }) {
  return (
    <TableFrame label="Positions">
      <table>
        <thead>
          <tr>
            <SortableTh label="Value" sort={sort} onSort={onSort} align="right" />
          </tr>
        </thead>
        <tbody>
          <tr>
            <Td align="right">$1.00</Td>
          </tr>
        </tbody>
      </table>
    </TableFrame>
  );
}

describe('tables', () => {
  it('name their scroll region and let the keyboard reach it', () => {
    renderWithUser(<SortedTable sort="none" onSort={() => {}} />);
    const region = screen.getByRole('region', { name: 'Positions' });
    expect(region.tabIndex).toBe(0);
  });

  it('say how a column is sorted on its header', () => {
    const { rerender } = renderWithUser(<SortedTable sort="descending" onSort={() => {}} />);
    expect(screen.getByRole('columnheader', { name: 'Value' }).getAttribute('aria-sort')).toBe('descending');
    rerender(<SortedTable sort="none" onSort={() => {}} />);
    expect(screen.getByRole('columnheader', { name: 'Value' }).getAttribute('aria-sort')).toBe('none');
  });

  it('sort from the keyboard as from a click', async () => {
    const onSort = vi.fn();
    const { user } = renderWithUser(<SortedTable sort="none" onSort={onSort} />);
    await user.click(screen.getByRole('button', { name: 'Value' }));
    await user.tab();
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Value' }));
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onSort).toHaveBeenCalledTimes(3);
  });
});
