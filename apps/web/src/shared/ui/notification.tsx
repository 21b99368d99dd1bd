/**
 * The notification banner (docs/product.md#notifications): one at a time, auto-hiding after 2000 ms unless told
 * otherwise, and removed 300 ms after the close action clears its title (time for the fade-out).
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_AUTO_HIDE_MS, NOTIFICATION_HIDE_DELAY_MS } from '@sapar/contracts';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon, WarningIcon } from './icons';
import styles from './notification.module.css';

export type NotificationVariant = 'error' | 'success' | 'info' | 'warning';

export interface NotifyOptions {
  message: string;
  title?: string;
  variant?: NotificationVariant;
  /** Milliseconds before it hides itself, or 'none' to wait for the user. */
  duration?: number | 'none';
  /** Given a handler, the banner shows a close button that calls it. */
  onClose?: () => void;
}

interface NotificationState {
  isOpen: boolean;
  message: string;
  /** null: the variant's default title; '' once the close action has cleared it. */
  title: string | null;
  variant: NotificationVariant;
  onClose?: () => void;
}

export interface NotifyApi {
  open: (options: NotifyOptions) => void;
  close: () => void;
}

const CLOSED: NotificationState = { isOpen: false, message: '', title: null, variant: 'info' };

const DEFAULT_TITLE_KEYS = {
  error: 'notification.error',
  success: 'notification.success',
  info: 'notification.info',
  warning: 'notification.warning',
} as const;

const ICONS = { error: AlertIcon, success: CheckIcon, info: InfoIcon, warning: WarningIcon } as const;

const NotifyContext = createContext<NotifyApi | null>(null);

export function NotificationProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<NotificationState>(CLOSED);
  const autoHideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const removeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clearTimers = useCallback(() => {
    clearTimeout(autoHideTimer.current);
    clearTimeout(removeTimer.current);
  }, []);

  const close = useCallback(() => {
    clearTimers();
    setState((current) => (current.isOpen ? { ...current, title: '' } : current));
    removeTimer.current = setTimeout(() => setState(CLOSED), NOTIFICATION_HIDE_DELAY_MS);
  }, [clearTimers]);

  const open = useCallback(
    ({ message, title, variant = 'info', duration = NOTIFICATION_AUTO_HIDE_MS, onClose }: NotifyOptions) => {
      clearTimers();
      const next: NotificationState = { isOpen: true, message, title: title ?? null, variant };
      if (onClose) next.onClose = onClose;
      setState(next);
      if (duration !== 'none') autoHideTimer.current = setTimeout(close, duration);
    },
    [clearTimers, close],
  );

  useEffect(() => clearTimers, [clearTimers]);

  const api = useMemo<NotifyApi>(() => ({ open, close }), [open, close]);

  return (
    <NotifyContext.Provider value={api}>
      {children}
      <NotificationBanner
        state={state}
        onCloseClick={() => {
          state.onClose?.();
          close();
        }}
      />
    </NotifyContext.Provider>
  );
}

function NotificationBanner({ state, onCloseClick }: { state: NotificationState; onCloseClick: () => void }) {
  const { t } = useTranslation();
  const isClosing = state.isOpen && state.title === '';
  const title = state.title ?? t(DEFAULT_TITLE_KEYS[state.variant]);
  const Icon = ICONS[state.variant];

  // The live region stays in the page so the text added later is announced.
  return (
    <div className={styles.region} aria-live={state.variant === 'error' ? 'assertive' : 'polite'}>
      {state.isOpen ? (
        <div
          role={state.variant === 'error' ? 'alert' : 'status'}
          data-testid="notification"
          data-variant={state.variant}
          className={[styles.banner, styles[state.variant], isClosing ? styles.closing : ''].join(' ')}
        >
          <Icon className={styles.icon} data-icon={state.variant} />
          <div>
            {title ? <p className={styles.title}>{title}</p> : null}
            <p className={styles.message}>{state.message}</p>
          </div>
          {state.onClose ? (
            <button type="button" className={styles.close} onClick={onCloseClick} aria-label={t('notification.close')}>
              <CloseIcon width={18} height={18} />
            </button>
          ) : (
            <span />
          )}
        </div>
      ) : null}
    </div>
  );
}

export function useNotify(): NotifyApi {
  const api = useContext(NotifyContext);
  if (!api) throw new Error('useNotify must be used inside <NotificationProvider>');
  return api;
}
