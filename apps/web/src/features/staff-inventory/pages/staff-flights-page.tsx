/**
 * Flights for staff: the board's flights of an airport, direction and day, each with its status, and a
 * dialog that sets a new status (a delay with its new time, boarding, departed, arrived, cancelled),
 * gate and terminal with a reason. A cancellation or a long delay tells the travellers at once; the
 * answer says how many orders were told.
 */
import {
  addDays,
  bishkekToday,
  localToUtc,
  type BoardAirport,
  type BoardDirection,
  type BoardRow,
  type FlightStatus,
} from '@sapar/contracts';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getErrorMessage, getFieldErrors } from '@/shared/lib/api-error-message';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { Button } from '@/shared/ui/button';
import { FormAlert, formStyles } from '@/shared/ui/form-field';
import { Modal } from '@/shared/ui/modal';
import { useNotify } from '@/shared/ui/notification';
import { useListStaffFlightsQuery, useSetFlightStatusMutation } from '../api/flights-api';
import { QueryState, redirectForError } from '@/shared/staff/ui/query-state';
import { REASON_MAX_LENGTH } from '@/shared/staff/ui/reason-dialog';
import styles from '@/shared/staff/ui/staff-tables.module.css';

const AIRPORTS: readonly BoardAirport[] = ['BSZ', 'OSS'];
const DIRECTIONS: readonly BoardDirection[] = ['departures', 'arrivals'];
/** Tones of the board's statuses (the word carries the meaning, not the colour). */
const TONES: Partial<Record<BoardRow['status'], 'good' | 'warn' | 'bad'>> = {
  departed: 'good',
  arrived: 'good',
  boarding: 'warn',
  delayed: 'warn',
  cancelled: 'bad',
};
const STATUSES: readonly FlightStatus[] = ['on_time', 'delayed', 'boarding', 'departed', 'arrived', 'cancelled'];

export function StaffFlightsPage() {
  const { t } = useTranslation('staff');
  useDocumentTitle(t('flights.title'));
  const today = bishkekToday();
  const [airport, setAirport] = useState<BoardAirport>('BSZ');
  const [direction, setDirection] = useState<BoardDirection>('departures');
  const [date, setDate] = useState(today);
  const flights = useListStaffFlightsQuery({ airport, direction, date });
  const [editing, setEditing] = useState<BoardRow | null>(null);

  return (
    <>
      <div className={styles.toolbar}>
        <h1>{t('flights.title')}</h1>
        <label>
          {t('flights.airport')}{' '}
          <select
            className={styles.inlineSelect}
            value={airport}
            onChange={(event) => setAirport(event.target.value as BoardAirport)}
          >
            {AIRPORTS.map((code) => (
              <option key={code} value={code}>
                {t(`flights.airports.${code}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('flights.direction')}{' '}
          <select
            className={styles.inlineSelect}
            value={direction}
            onChange={(event) => setDirection(event.target.value as BoardDirection)}
          >
            {DIRECTIONS.map((value) => (
              <option key={value} value={value}>
                {t(`flights.directions.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('flights.day')}{' '}
          <select className={styles.inlineSelect} value={date} onChange={(event) => setDate(event.target.value)}>
            {[-1, 0, 1].map((offset) => (
              <option key={offset} value={addDays(today, offset)}>
                {t(`flights.days.${offset + 1}`)} · {addDays(today, offset)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <QueryState isLoading={flights.isLoading} error={flights.error} onRetry={() => void flights.refetch()}>
        <div className={styles.tableWrap} role="region" aria-label={t('flights.title')} tabIndex={0}>
          <table className={styles.table}>
            <caption>{t('flights.caption', { zone: flights.data?.time_zone ?? '' })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('flights.flight')}</th>
                <th scope="col">{t(direction === 'departures' ? 'flights.to' : 'flights.from')}</th>
                <th scope="col">{t('flights.time')}</th>
                <th scope="col">{t('flights.status')}</th>
                <th scope="col">{t('flights.gate')}</th>
                <th scope="col">{t('users.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {(flights.data?.rows ?? []).map((row) => (
                <tr key={row.id} data-testid={`staff-flight-${row.id}`}>
                  <td className={styles.mono}>
                    {row.flight_number}
                    <br />
                    <small>{row.airline}</small>
                  </td>
                  <td>
                    {row.city} ({row.airport_code})
                  </td>
                  <td>
                    {row.scheduled_time}
                    {row.estimated_time ? (
                      <>
                        <br />
                        <strong>
                          {t('flights.expected')} {row.estimated_time}
                        </strong>
                      </>
                    ) : null}
                  </td>
                  <td>
                    <span className={styles.badge} data-tone={TONES[row.status]}>
                      {t(`flights.boardStatus.${row.status}`)}
                    </span>
                  </td>
                  <td>
                    {row.terminal}
                    {row.gate ? ` · ${row.gate}` : ''}
                  </td>
                  <td>
                    <Button
                      variant="secondary"
                      aria-haspopup="dialog"
                      onClick={() => setEditing(row)}
                      aria-label={t('flights.changeFor', { flight: row.flight_number })}
                    >
                      {t('flights.change')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {flights.data && flights.data.rows.length === 0 ? <p className={styles.empty}>{t('flights.none')}</p> : null}
        </div>
      </QueryState>
      <FlightStatusDialog
        row={editing}
        date={date}
        timeZone={flights.data?.time_zone ?? 'Asia/Bishkek'}
        onClose={() => setEditing(null)}
      />
    </>
  );
}

function FlightStatusDialog({
  row,
  date,
  timeZone,
  onClose,
}: {
  row: BoardRow | null;
  date: string;
  timeZone: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('staff');
  const { t: tSite } = useTranslation();
  const id = useId();
  const notify = useNotify();
  const navigate = useNavigate();
  const [setStatus, { isLoading }] = useSetFlightStatusMutation();
  const [status, setStatusValue] = useState<FlightStatus>('delayed');
  const [estimated, setEstimated] = useState('');
  const [gate, setGate] = useState('');
  const [terminal, setTerminal] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  useEffect(() => {
    if (!row) return;
    setStatusValue('delayed');
    setEstimated(`${date}T${row.estimated_time ?? row.scheduled_time}`);
    setGate(row.gate ?? '');
    setTerminal(row.terminal);
    setReason('');
    setErrors({});
    setError('');
  }, [row, date]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!row) return;
    const local: Record<string, string> = {};
    if (!reason.trim()) local.reason = t('flights.reasonRequired');
    if (status === 'delayed' && !estimated) local.estimated_departure = t('flights.timeRequired');
    setErrors(local);
    if (Object.keys(local).length) return;
    const [day = date, time = '00:00'] = estimated.split('T');
    try {
      const saved = await setStatus({
        flightId: row.id,
        status,
        reason: reason.trim(),
        ...(status === 'delayed'
          ? { estimated_departure: localToUtc(day, time.slice(0, 5), timeZone).toISOString() }
          : {}),
        ...(gate.trim() ? { gate: gate.trim() } : {}),
        ...(terminal.trim() ? { terminal: terminal.trim() } : {}),
      }).unwrap();
      notify.open({
        message: t('flights.saved', { flight: row.flight_number, count: saved.notified_orders }),
        variant: 'success',
      });
      onClose();
    } catch (failure) {
      if (redirectForError(failure, (to) => void navigate(to))) return;
      setErrors(getFieldErrors(failure));
      setError(getErrorMessage(failure, tSite));
    }
  };

  return (
    <Modal
      open={row !== null}
      onOpenChange={(open) => !open && onClose()}
      title={row ? t('flights.dialogTitle', { flight: row.flight_number }) : ''}
      description={t('flights.dialogDescription')}
    >
      <form
        className={formStyles.form}
        noValidate
        onSubmit={(event) => void submit(event)}
        data-testid="flight-status-form"
      >
        <FormAlert>{error}</FormAlert>
        <label htmlFor={`${id}-status`} className={formStyles.label}>
          {t('flights.status')}
        </label>
        <select
          id={`${id}-status`}
          className={styles.inlineSelect}
          value={status}
          onChange={(event) => setStatusValue(event.target.value as FlightStatus)}
        >
          {STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`flights.statuses.${value}`)}
            </option>
          ))}
        </select>
        {status === 'delayed' ? (
          <>
            <label htmlFor={`${id}-time`} className={formStyles.label}>
              {t('flights.newTime', { zone: timeZone })}
            </label>
            <input
              id={`${id}-time`}
              type="datetime-local"
              className={styles.inlineSelect}
              value={estimated}
              onChange={(event) => setEstimated(event.target.value)}
              aria-invalid={errors.estimated_departure ? true : undefined}
              aria-describedby={errors.estimated_departure ? `${id}-time-error` : undefined}
            />
            {errors.estimated_departure ? (
              <p id={`${id}-time-error`} className={formStyles.error}>
                {errors.estimated_departure}
              </p>
            ) : null}
          </>
        ) : null}
        {status === 'cancelled' ? (
          <p className={styles.empty} style={{ padding: 0, textAlign: 'left' }}>
            {t('flights.cancelWarning')}
          </p>
        ) : null}
        <label htmlFor={`${id}-terminal`} className={formStyles.label}>
          {t('flights.terminal')}
        </label>
        <input
          id={`${id}-terminal`}
          className={styles.inlineSelect}
          maxLength={4}
          value={terminal}
          onChange={(event) => setTerminal(event.target.value)}
        />
        <label htmlFor={`${id}-gate`} className={formStyles.label}>
          {t('flights.gate')}
        </label>
        <input
          id={`${id}-gate`}
          className={styles.inlineSelect}
          maxLength={8}
          value={gate}
          onChange={(event) => setGate(event.target.value)}
        />
        <label htmlFor={`${id}-reason`} className={formStyles.label}>
          {t('flights.reason')}
        </label>
        <textarea
          id={`${id}-reason`}
          className={styles.textarea}
          rows={3}
          maxLength={Math.min(500, REASON_MAX_LENGTH)}
          value={reason}
          required
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
        />
        {errors.reason ? (
          <p id={`${id}-reason-error`} className={formStyles.error}>
            {errors.reason}
          </p>
        ) : null}
        <div className={styles.actionBar}>
          <Button variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            disabled={isLoading}
            variant={status === 'cancelled' ? 'danger' : 'primary'}
            data-testid="flight-status-save"
          >
            {t('flights.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
