import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from './modal';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open ticket
      </button>
      <Modal open={open} onOpenChange={setOpen} title="Билет FRU → IST">
        <p>Детали билета</p>
      </Modal>
    </>
  );
}

const isScrollLocked = () => document.body.hasAttribute('data-scroll-locked');

describe('modal', () => {
  it('locks page scroll while open and unlocks it on close', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(isScrollLocked()).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Open ticket' }));
    expect(screen.getByRole('dialog', { name: 'Билет FRU → IST' }).getAttribute('aria-modal')).toBe('true');
    expect(isScrollLocked()).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(isScrollLocked()).toBe(false);
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Open ticket' });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });
});
