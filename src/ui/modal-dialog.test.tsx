// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithUser } from '../testing/render';
import { ModalDialog } from './modal-dialog';

function Page({ keepMounted }: { keepMounted?: boolean }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <ModalDialog open={open} title="Deposit" onClose={() => setOpen(false)} keepMounted={keepMounted}>
        <label>
          Amount
          <input value={typed} onChange={(e) => setTyped(e.target.value)} />
        </label>
        <Inner />
      </ModalDialog>
    </>
  );
}

/** Escape as the browser says it to a modal dialog (happy-dom does not map the key to it): a cancelable cancel event. */
const pressEscape = (dialog: Element) => fireEvent(dialog, new Event('cancel', { cancelable: true }));

function Inner() {
  const [n] = useState(() => Math.random());
  return <p data-testid="inner">{n}</p>;
}

describe('ModalDialog', () => {
  it('is named by its title, closes on Escape and on Close, and gives focus back to what opened it', async () => {
    const { user } = renderWithUser(<Page />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Deposit' });
    expect(dialog).toHaveProperty('open', true);
    expect(pressEscape(dialog)).toBe(false); // the browser's own close is prevented: React's state closes it
    expect(dialog).toHaveProperty('open', false);
    expect(document.activeElement).toBe(opener);

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog).toHaveProperty('open', false);
    expect(document.activeElement).toBe(opener);
  });

  it('mounts its task only while open, unless told to keep it (a transaction in flight)', async () => {
    const { user } = renderWithUser(<Page />);
    expect(screen.queryByTestId('inner')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.type(screen.getByLabelText('Amount'), '25');
    pressEscape(screen.getByRole('dialog'));
    expect(screen.queryByTestId('inner')).toBeNull();

    const kept = renderWithUser(<Page keepMounted />);
    const open = kept.container.querySelector('button')!;
    await kept.user.click(open);
    const first = kept.container.querySelector('[data-testid="inner"]')!.textContent;
    await kept.user.type(kept.container.querySelector('input')!, '25');
    pressEscape(kept.container.querySelector('dialog')!);
    await kept.user.click(open);
    expect(kept.container.querySelector('[data-testid="inner"]')!.textContent).toBe(first);
    expect(kept.container.querySelector('input')).toHaveProperty('value', '25');
  });
});
