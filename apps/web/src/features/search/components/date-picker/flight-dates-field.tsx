/**
 * The search form's dates in the site's language, instead of the browser's date input (which wrote
 * mm/dd/yyyy on a Russian page): a field per date, each a button that opens the date picker — a
 * popover under the fields on a wide screen, the whole screen on a phone. A round trip picks its
 * range in one calendar: the departure, then the return. The form keeps yyyy-MM-dd as before.
 *
 * The calendar itself (react-day-picker and date-fns) and its dialog are chunks of their own, fetched when the
 * pointer or focus reaches a date field, so the home page's first load does not carry them.
 */
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/shared/lib/use-language';
import { Spinner } from '@/shared/ui/spinner';
import { formatFieldDate } from '../../lib/calendar-format';
import { pickFlightDate, type DatePart } from '../../model/flight-dates';
import type { TripType } from '../../model/types';
import styles from './date-picker.module.css';

const loadCalendar = () => import('./flight-calendar');
const FlightCalendar = lazy(loadCalendar);
const loadDialog = () => import('./date-picker-dialog');
const DatePickerDialog = lazy(async () => ({ default: (await loadDialog()).DatePickerDialog }));
/** Starts fetching the calendar and its dialog before they are needed; the browser keeps the modules once loaded. */
function preloadCalendar() {
  void Promise.all([loadCalendar(), loadDialog()]).catch(() => {
    // Offline for now: opening the picker tries again and shows the failure there.
  });
}

export interface FlightDatesFieldProps {
  type: TripType;
  /** yyyy-MM-dd or ''. */
  when: string;
  back: string;
  /** yyyy-MM-dd: the first day that can be picked. */
  today: string;
  /** City codes of the route, for the fares on the days. */
  from?: string;
  to?: string;
  cabin: string;
  isMobile: boolean;
  errors: Partial<Record<DatePart, string>>;
  /** The form focuses a field with a problem through these. */
  fieldRefs: Record<DatePart, (node: HTMLElement | null) => void>;
  onChange: (dates: [string | null, string | null]) => void;
}

export function FlightDatesField({
  type,
  when,
  back,
  today,
  from,
  to,
  cabin,
  isMobile,
  errors,
  fieldRefs,
  onChange,
}: FlightDatesFieldProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const [picking, setPicking] = useState<DatePart | null>(null);
  const triggers = useRef<Partial<Record<DatePart, HTMLButtonElement | null>>>({});
  /** Where focus goes when the picker closes: the field of the date picked last, or the one that opened it. */
  const returnTo = useRef<DatePart>('when');
  const isRoundTrip = type === 'round_trip';
  const isOpen = picking !== null;
  // Mounted from the first opening on, so closing runs the dialog's own focus return.
  const [hasOpened, setHasOpened] = useState(false);

  const open = (part: DatePart) => {
    preloadCalendar();
    returnTo.current = part;
    setHasOpened(true);
    // Without a departure the return field starts with the departure.
    setPicking(part === 'back' && !when ? 'when' : part);
  };

  const pick = (day: string) => {
    if (!picking) return;
    const next = pickFlightDate(type, { when: when || null, back: back || null }, picking, day);
    onChange([next.when, isRoundTrip ? next.back : null]);
    returnTo.current = isRoundTrip && next.back ? 'back' : 'when';
    setPicking(next.isDone ? null : next.picking);
  };

  const parts: DatePart[] = isRoundTrip ? ['when', 'back'] : ['when'];

  return (
    <div className={styles.dates} onPointerEnter={preloadCalendar}>
      {parts.map((part) => {
        const value = part === 'when' ? when : back;
        const error = errors[part];
        const fieldId = `${id}-${part}`;
        return (
          <div key={part} className={styles.field}>
            <span id={`${fieldId}-label`} className={styles.label}>
              {t(part === 'when' ? 'search.fields.when' : 'search.fields.back')}
            </span>
            <button
              ref={(node) => {
                triggers.current[part] = node;
                fieldRefs[part](node);
              }}
              type="button"
              className={`${styles.trigger} ${isOpen && (picking === part || !isRoundTrip) ? styles.triggerActive : ''}`}
              aria-haspopup="dialog"
              aria-expanded={isOpen && (picking === part || !isRoundTrip)}
              aria-labelledby={`${fieldId}-label ${fieldId}-value`}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${fieldId}-error` : undefined}
              data-testid={`date-field-${part}`}
              data-value={value}
              onFocus={preloadCalendar}
              onClick={() => open(part)}
            >
              <CalendarIcon />
              <span id={`${fieldId}-value`} className={value ? styles.value : styles.placeholder}>
                {value ? formatFieldDate(value, language) : t('search.dates.placeholder')}
              </span>
            </button>
            {error ? (
              <p id={`${fieldId}-error`} className={styles.error}>
                {error}
              </p>
            ) : null}
          </div>
        );
      })}

      {hasOpened ? (
        // The dialog's code (Radix, focus lock, scroll lock) comes with the calendar: not with the page.
        <Suspense fallback={null}>
          <DatePickerDialog
            isOpen={isOpen}
            isMobile={isMobile}
            title={t(isRoundTrip ? 'search.dates.dialogRoundTrip' : 'search.dates.dialogOneWay')}
            status={isRoundTrip ? t(picking === 'back' ? 'search.dates.pickBack' : 'search.dates.pickWhen') : ''}
            onClose={() => setPicking(null)}
            onCloseAutoFocus={(event) => {
              // Radix returns focus only to its own Trigger; there are two fields here.
              event.preventDefault();
              triggers.current[returnTo.current]?.focus();
            }}
          >
            {picking ? (
              <Suspense
                fallback={
                  <div className={styles.loading}>
                    <Spinner />
                    <span>{t('search.dates.loading')}</span>
                  </div>
                }
              >
                <FlightCalendar
                  isRange={isRoundTrip}
                  when={when || null}
                  back={back || null}
                  picking={picking}
                  today={today}
                  from={from}
                  to={to}
                  cabin={cabin}
                  numberOfMonths={isMobile ? 1 : 2}
                  onPick={pick}
                />
              </Suspense>
            ) : null}
          </DatePickerDialog>
        </Suspense>
      ) : null}
    </div>
  );
}

function CalendarIcon() {
  return (
    <svg
      className={styles.icon}
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M16 3v4M8 3v4M3 10h18" />
    </svg>
  );
}
