/**
 * The online board: departures and arrivals of Manas and Osh for today and tomorrow. The rows are
 * fetched again every minute and the statuses move on with the clock in between; changes are
 * announced politely to screen readers.
 */
import {
  AGENCY_TIME_ZONE,
  BOARD_AIRPORTS,
  BOARD_REFRESH_MS,
  addDays,
  todayIn,
  type BoardAirport,
  type BoardDirection,
  type BoardStatus,
} from '@sapar/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '@/shared/lib/api-error-message';
import { useLanguage } from '@/shared/lib/use-language';
import { LoadError } from '@/shared/ui/load-error';
import { Spinner } from '@/shared/ui/spinner';
import { Tab, TabList, TabPanel, Tabs } from '@/shared/ui/tabs';
import { useGetBoardQuery } from '../api/board-api';
import { filterRows, statusOf } from '../model/board-rows';
import styles from './board.module.css';
import { dateTimeFormat } from '@/shared/lib/intl-formats';

type Day = 'today' | 'tomorrow';

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

export function FlightBoard() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [airport, setAirport] = useState<BoardAirport>('BSZ');
  const [direction, setDirection] = useState<BoardDirection>('departures');
  const [day, setDay] = useState<Day>('today');
  const [text, setText] = useState('');
  const now = useNow(BOARD_REFRESH_MS);
  // Both board airports (Manas, Osh) keep Bishkek's time.
  const date = addDays(todayIn(AGENCY_TIME_ZONE, now), day === 'today' ? 0 : 1);
  const { data, error, isLoading, isFetching, refetch, fulfilledTimeStamp } = useGetBoardQuery(
    { airport, direction, date, language },
    { pollingInterval: BOARD_REFRESH_MS },
  );

  const rows = useMemo(() => filterRows(data?.rows ?? [], text), [data, text]);
  const statuses = useMemo(
    () => new Map(rows.map((row) => [row.id, statusOf(row, direction, now)])),
    [rows, direction, now],
  );

  // Tell screen readers how many flights changed status since the last look.
  const previous = useRef<Map<string, BoardStatus>>(new Map());
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    let changed = 0;
    for (const [id, status] of statuses) {
      const before = previous.current.get(id);
      if (before && before !== status) changed += 1;
    }
    previous.current = statuses;
    if (changed > 0) setAnnouncement(t('board.changed', { count: changed }));
  }, [statuses, t]);

  const updatedAt = fulfilledTimeStamp
    ? dateTimeFormat(language === 'zh' ? 'zh-CN' : language, {
        hour: '2-digit',
        minute: '2-digit',
        hour12: false,
        timeZone: AGENCY_TIME_ZONE,
      }).format(fulfilledTimeStamp)
    : '';
  const place = direction === 'departures' ? t('board.destination') : t('board.origin');

  return (
    <div className={styles.board}>
      <div className={styles.controls}>
        <div className={styles.segmented} role="group" aria-label={t('board.airport')}>
          {BOARD_AIRPORTS.map((code) => (
            <button
              key={code}
              type="button"
              aria-pressed={airport === code}
              className={styles.segment}
              onClick={() => setAirport(code)}
            >
              {t(`board.airports.${code}`)}
            </button>
          ))}
        </div>
        <div className={styles.segmented} role="group" aria-label={t('board.day')}>
          {(['today', 'tomorrow'] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={day === value}
              className={styles.segment}
              onClick={() => setDay(value)}
            >
              {t(`board.${value}`)}
            </button>
          ))}
        </div>
        <div className={styles.filter}>
          <label htmlFor="board-filter" className={styles.filterLabel}>
            {t('board.filter')}
          </label>
          <input
            id="board-filter"
            type="search"
            className={styles.filterInput}
            value={text}
            placeholder={t('board.filterPlaceholder')}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
      </div>

      <Tabs value={direction} onValueChange={(value) => setDirection(value as BoardDirection)} activationMode="manual">
        <TabList aria-label={t('board.direction')}>
          <Tab value="departures">{t('board.departures')}</Tab>
          <Tab value="arrivals">{t('board.arrivals')}</Tab>
        </TabList>

        <p className={styles.updated} aria-live="polite" data-testid="board-updated">
          {updatedAt ? t('board.updatedAt', { time: updatedAt }) : ''} {announcement}
        </p>
        {(['departures', 'arrivals'] as const).map((value) => (
          <TabPanel key={value} value={value} className={styles.panel}>
            {isLoading ? (
              <Spinner />
            ) : error || !data ? (
              <LoadError message={getErrorMessage(error, t)} onRetry={() => void refetch()} />
            ) : rows.length === 0 ? (
              <p className={styles.empty}>{text ? t('board.nothingFound') : t('board.noFlights')}</p>
            ) : (
              <div
                className={styles.tableWrap}
                aria-busy={isFetching}
                role="region"
                aria-labelledby="board-caption"
                tabIndex={0}
              >
                <table className={styles.table}>
                  <caption id="board-caption" className={styles.caption}>
                    {t(`board.caption.${direction}`, {
                      airport: t(`board.airports.${airport}`),
                      date: day === 'today' ? t('board.today') : t('board.tomorrow'),
                    })}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('board.time')}</th>
                      <th scope="col">{t('board.flight')}</th>
                      <th scope="col">{place}</th>
                      <th scope="col" className={styles.wide}>
                        {t('board.airline')}
                      </th>
                      <th scope="col" className={styles.wide}>
                        {t('board.terminal')}
                      </th>
                      <th scope="col">{t('board.status')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => {
                      const status = statuses.get(row.id) ?? row.status;
                      return (
                        <tr key={row.id} data-testid="board-row" data-flight={row.flight_number}>
                          <td className={styles.time}>
                            {row.estimated_time ? (
                              <>
                                <s aria-label={t('board.scheduled', { time: row.scheduled_time })}>
                                  {row.scheduled_time}
                                </s>{' '}
                                <span>{row.estimated_time}</span>
                              </>
                            ) : (
                              row.scheduled_time
                            )}
                          </td>
                          <td className={styles.flight}>
                            {row.flight_number}
                            <span className={styles.narrowOnly}>
                              {t('board.terminal')} {row.terminal}
                              {row.gate ? ` · ${t('board.gate', { gate: row.gate })}` : ''}
                            </span>
                          </td>
                          <td>
                            {row.city} <span className={styles.code}>{row.airport_code}</span>
                          </td>
                          <td className={styles.wide}>{row.airline}</td>
                          <td className={styles.wide}>
                            {row.terminal}
                            {row.gate ? (
                              <span className={styles.gate}> · {t('board.gate', { gate: row.gate })}</span>
                            ) : null}
                          </td>
                          <td>
                            <span
                              className={`${styles.status} ${styles[`status_${status}`] ?? ''}`}
                              data-testid="board-status"
                            >
                              {t(`board.statuses.${status}`)}
                            </span>
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            )}
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}
