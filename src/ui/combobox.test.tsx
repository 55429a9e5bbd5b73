// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUser } from '../testing/render';
import { Combobox, type ComboboxOption } from './combobox';

const ALL: ComboboxOption[] = [
  { id: 'a', label: 'Alpha wins?', detail: 'Cup' },
  { id: 'b', label: 'Beta wins?' },
  { id: 'c', label: 'Gamma wins?' },
];

/** A caller as the Trade view is one: it filters on the text and keeps the choice. */
function Picker({ onSelect }: { onSelect: (o: ComboboxOption) => void }) {
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<ComboboxOption | undefined>(undefined);
  const options = ALL.filter((o) => o.label.toLowerCase().includes(text.toLowerCase()));
  return (
    <Combobox
      label="Market"
      selectedLabel={chosen?.label ?? ''}
      options={options}
      onQuery={setText}
      onSelect={(o) => {
        setChosen(o);
        onSelect(o);
      }}
      status={`${options.length} found`}
    />
  );
}

describe('Combobox', () => {
  it('is a labelled combobox whose list opens on focus and whose options are highlighted through aria-activedescendant', async () => {
    const { user } = renderWithUser(<Picker onSelect={() => {}} />);
    const box = screen.getByRole('combobox', { name: 'Market' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-autocomplete')).toBe('list');
    await user.click(box);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('listbox', { name: 'Market' }).getAttribute('id')).toBe(box.getAttribute('aria-controls'));
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = document.getElementById(box.getAttribute('aria-activedescendant')!);
    expect(active?.textContent).toContain('Beta wins?');
    expect(active?.getAttribute('aria-selected')).toBe('true');
    // Up stops at the first option, and focus never left the field
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(document.getElementById(box.getAttribute('aria-activedescendant')!)?.textContent).toContain('Alpha wins?');
    expect(document.activeElement).toBe(box);
    expect(screen.getByRole('status')?.textContent).toContain('3 found');
  });

  it('picks by keyboard alone: type, Down, Enter; the field then shows the choice', async () => {
    const onSelect = vi.fn();
    const { user } = renderWithUser(<Picker onSelect={onSelect} />);
    await user.tab();
    await user.keyboard('gam');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Gamma wins?']);
    // Enter with nothing highlighted picks nothing
    await user.keyboard('{Enter}');
    expect(onSelect).not.toHaveBeenCalled();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(ALL[2]);
    const box = screen.getByRole('combobox', { name: 'Market' });
    expect((box as HTMLInputElement).value).toBe('Gamma wins?');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape closes the list, then gives back the chosen label; leaving the field does too', async () => {
    const { user } = renderWithUser(<Picker onSelect={() => {}} />);
    const box = screen.getByRole('combobox', { name: 'Market' });
    await user.click(box);
    await user.click(screen.getByRole('option', { name: 'Alpha wins? Cup' }));
    expect((box as HTMLInputElement).value).toBe('Alpha wins?');
    // the label is selected after a pick, so typing replaces it
    await new Promise((r) => requestAnimationFrame(r));
    await user.keyboard('be');
    expect((box as HTMLInputElement).value).toBe('be');
    await user.keyboard('{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect((box as HTMLInputElement).value).toBe('be');
    await user.keyboard('{Escape}');
    expect((box as HTMLInputElement).value).toBe('Alpha wins?');
    await user.keyboard('xyz');
    await user.tab();
    expect((box as HTMLInputElement).value).toBe('Alpha wins?');
  });

  it('keeps the typed text when focus moves to its footer (a retry), and gives back the label once focus leaves it all', async () => {
    const onQuery = vi.fn();
    const { user } = renderWithUser(
      <>
        <Combobox
          label="Market"
          selectedLabel="Alpha wins?"
          options={[]}
          onQuery={onQuery}
          onSelect={() => {}}
          status="Could not search the markets."
          footer={<button type="button">Try again</button>}
        />
        <button type="button">Elsewhere</button>
      </>,
    );
    const box = screen.getByRole('combobox', { name: 'Market' });
    await user.click(box);
    await user.keyboard('fed');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Try again');
    expect((box as HTMLInputElement).value).toBe('fed');
    expect(onQuery).toHaveBeenLastCalledWith('fed');
    await user.tab();
    expect((box as HTMLInputElement).value).toBe('Alpha wins?');
    expect(onQuery).toHaveBeenLastCalledWith('');
  });
});
