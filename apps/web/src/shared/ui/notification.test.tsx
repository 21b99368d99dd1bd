import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationProvider, useNotify, type NotifyApi, type NotifyOptions } from './notification';

let api: NotifyApi;

function Capture() {
  api = useNotify();
  return null;
}

function renderBanner() {
  render(
    <NotificationProvider>
      <Capture />
    </NotificationProvider>,
  );
}

function open(options: NotifyOptions) {
  act(() => api.open(options));
}

const banner = () => screen.queryByTestId('notification');

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('notification banner', () => {
  it('is closed by default', () => {
    renderBanner();
    expect(banner()).toBeNull();
  });

  it('shows the message and auto-hides 2000 ms later plus the 300 ms hide delay', () => {
    renderBanner();
    open({ message: 'Билет забронирован', variant: 'success' });
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Успешно!Билет забронирован');

    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByText('Успешно!')).toBeTruthy();

    act(() => vi.advanceTimersByTime(1));
    // The close action clears the title first …
    expect(screen.queryByText('Успешно!')).toBeNull();
    expect(banner()).not.toBeNull();

    // … and the banner is gone 300 ms later.
    act(() => vi.advanceTimersByTime(299));
    expect(banner()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(banner()).toBeNull();
  });

  it('honours a custom duration and stays with "none"', () => {
    renderBanner();
    open({ message: 'Five seconds', duration: 5000 });
    act(() => vi.advanceTimersByTime(5299));
    expect(banner()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(banner()).toBeNull();

    open({ message: 'Sticky', duration: 'none' });
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Sticky')).toBeTruthy();
  });

  it('replaces the notification already shown and restarts its timer', () => {
    renderBanner();
    open({ message: 'First' });
    act(() => vi.advanceTimersByTime(1500));
    open({ message: 'Second', variant: 'warning' });
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByText('Second')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.getByText('Second')).toBeTruthy();
  });

  it('uses the default title and icon of each variant', () => {
    renderBanner();
    open({ message: 'm', variant: 'error' });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Ошибка!');
    expect(alert.querySelector('[data-icon="error"]')).not.toBeNull();

    open({ message: 'm', variant: 'success' });
    expect(screen.getByRole('status').querySelector('[data-icon="success"]')).not.toBeNull();

    open({ message: 'm', variant: 'info' });
    expect(screen.getByText('Уведомление')).toBeTruthy();

    open({ message: 'm', variant: 'warning' });
    expect(screen.getByText('Внимание!')).toBeTruthy();

    open({ message: 'm', title: 'Своё', variant: 'warning' });
    expect(screen.getByText('Своё')).toBeTruthy();
    expect(screen.queryByText('Внимание!')).toBeNull();
  });

  it('shows a close button only with an onClose handler, and closing calls it', () => {
    renderBanner();
    open({ message: 'No handler', duration: 'none' });
    expect(screen.queryByRole('button', { name: 'Закрыть уведомление' })).toBeNull();

    const onClose = vi.fn();
    open({ message: 'With handler', duration: 'none', onClose });
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть уведомление' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(300));
    expect(banner()).toBeNull();
  });
});
