import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ConfirmProvider, useConfirm } from './confirm-dialog';

let confirm: ReturnType<typeof useConfirm>;

function Capture() {
  confirm = useConfirm();
  return null;
}

function renderConfirm() {
  render(
    <ConfirmProvider>
      <Capture />
    </ConfirmProvider>,
  );
}

describe('confirm dialog', () => {
  it('shows the default title and buttons and resolves true on confirm', async () => {
    const user = userEvent.setup();
    renderConfirm();
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirm({ description: 'Отменить бронирование?' });
    });

    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog).toHaveProperty('textContent', expect.stringContaining('Подтвердите действие'));
    expect(screen.getByText('Отменить бронирование?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Отменить' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));

    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('resolves false on cancel and on Escape, and takes a custom title', async () => {
    const user = userEvent.setup();
    renderConfirm();
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = confirm({ title: 'Выйти?', description: 'Данные не сохранятся' });
    });
    expect(await screen.findByText('Выйти?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Отменить' }));
    await expect(answer).resolves.toBe(false);

    act(() => {
      answer = confirm({ description: 'Ещё раз' });
    });
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
  });
});
