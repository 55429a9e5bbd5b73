// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUser } from '../../testing/render';
import { PositionsControls } from './positions-controls';
import { DEFAULT_FILTERS, type PositionFilters } from './url-state';

const renderControls = (filters: PositionFilters = DEFAULT_FILTERS) => {
  const onChange = vi.fn();
  return { onChange, ...renderWithUser(<PositionsControls filters={filters} onChange={onChange} labels={{}} />) };
};

describe('position filters', () => {
  it('send a typed title once the typing pauses, replacing the history entry', async () => {
    const { user, onChange } = renderControls();
    await user.type(screen.getByRole('searchbox', { name: 'Market title' }), 'election');
    expect(onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange).toHaveBeenCalledWith({ title: 'election' }, { replace: true });
  });

  it('send the title at once on Enter', async () => {
    const { user, onChange } = renderControls();
    await user.type(screen.getByRole('searchbox', { name: 'Market title' }), 'rain{Enter}');
    expect(onChange).toHaveBeenCalledWith({ title: 'rain' }, { replace: true });
  });

  it('refuse a negative minimum, say why, and keep what was typed', async () => {
    const { user, onChange } = renderControls();
    const field = screen.getByRole('spinbutton', { name: 'Min. shares' }) as HTMLInputElement;
    await user.type(field, '-5{Enter}');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('0 or more')).toBeTruthy();
    expect(field.value).toBe('-5');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('show the event filter as a chip that removes it', async () => {
    const { user, onChange } = renderControls({ ...DEFAULT_FILTERS, event_id: '42' });
    expect(screen.getByTestId('scope-filters').textContent).toContain('Event: #42');
    await user.click(screen.getByRole('button', { name: 'Show every event' }));
    expect(onChange).toHaveBeenCalledWith({ event_id: '' });
  });

  it('hide the minimum on the Closed tab, where the service has none', () => {
    renderControls({ ...DEFAULT_FILTERS, status: 'CLOSED' });
    expect(screen.queryByRole('spinbutton')).toBeNull();
  });
});
