// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUser } from '../testing/render';
import { ChoiceGroup } from './choice-group';

const PERIODS = [
  { value: 'DAY', label: 'Day' },
  { value: 'WEEK', label: 'Week' },
  { value: 'ALL', label: 'All time' },
] as const;

function Period({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState<(typeof PERIODS)[number]['value']>('DAY');
  return (
    <ChoiceGroup
      legend="Period"
      value={value}
      options={PERIODS}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('ChoiceGroup', () => {
  it('is a named group of radio buttons with the current one checked', () => {
    renderWithUser(<Period onChange={() => {}} />);
    const group = screen.getByRole('group', { name: 'Period' });
    expect(group).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect((screen.getByRole('radio', { name: 'Day' }) as HTMLInputElement).checked).toBe(true);
  });

  it('reports a choice made by clicking its label', async () => {
    const onChange = vi.fn();
    const { user } = renderWithUser(<Period onChange={onChange} />);
    await user.click(screen.getByText('All time'));
    expect(onChange).toHaveBeenCalledWith('ALL');
    expect((screen.getByRole('radio', { name: 'All time' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Day' }) as HTMLInputElement).checked).toBe(false);
  });
});
