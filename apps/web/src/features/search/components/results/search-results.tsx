/**
 * Search results for the criteria in the URL: price calendar, filters, outbound/return tabs,
 * ticket cards with their detail modal, pages, and the no-flights, expired and error messages.
 * Lazy: date-fns and all of this load only when a search is shown.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router';
import { bishkekToday, formatMoney, type Ticket } from '@sapar/contracts';
import { isFareOf } from '../../lib/fares';
import { earliestExpiry } from '@/shared/lib/offer-expiry';
import { useLanguage } from '@/shared/lib/use-language';
import { Button } from '@/shared/ui/button';
import { HydrateLater } from '@/shared/ui/hydrate-later';
import { AlertIcon, InfoIcon } from '@/shared/ui/icons';
import { useFlightSearch } from '../../hooks/use-flight-search';
import { useSearchUrl } from '../../hooks/use-search-url';
import { formatFlightDay } from '../../lib/format-flight-date';
import { localDateOf, localTimeOf } from '../../lib/format-flight';
import {
  chooseTicket,
  resetSearchResults,
  selectActiveResultsTab,
  selectChosenTickets,
  setActiveResultsTab,
  type ResultsTab,
} from '../../model/search-results-slice';
import { resetSearchForm } from '../../model/search-form-slice';
import { DEFAULT_RESULTS_VIEW, criteriaKey } from '../../model/search-query';
import type { FoundTicket, PassengerCounts } from '../../model/types';
import { usePassengersLabel } from '../passengers-picker';
import { EmptySuggestions } from './empty-suggestions';
import { PriceCalendarStrip } from './price-calendar-strip';
import { ResultsFilters, ResultsPagination, ResultsTabs } from './results-controls';
import { AirlineBadge, TicketCard, TicketCardSkeleton } from './ticket-card';
import { ArrivingOffersNotice } from './arriving-offers-notice';
import { TicketDetailsModal } from './ticket-details';
import styles from './results.module.css';

/** What 'Select' hands over: the tickets, the search they belong to and the seconds left to pay. */
export interface ChosenTrip {
  outbound: Ticket;
  return: Ticket | null;
  searchId: string;
  passengers: PassengerCounts;
  totalPrice: number;
  timeLimit: number;
}

/** The history state a page leaves when it sends the traveller back because the airline no longer sells their offer. */
export interface OfferGoneState {
  offerGone: true;
}

const isOfferGoneState = (state: unknown): state is OfferGoneState =>
  typeof state === 'object' && state !== null && (state as Partial<OfferGoneState>).offerGone === true;

export interface SearchResultsProps {
  onTripChosen: (trip: ChosenTrip) => void;
  /** After 'New search' has reset the results and the form. */
  onReset: () => void;
}

const SKELETON_COUNT = 3;

export function SearchResults({ onTripChosen, onReset }: SearchResultsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const dispatch = useDispatch();
  const id = useId();
  const { criteria, view, changeView } = useSearchUrl();
  const { status, response, tickets, facets, pageData, errorMessage, refresh, arriving } = useFlightSearch(
    criteria,
    view,
  );
  const activeResultsTab = useSelector(selectActiveResultsTab);
  const chosenTickets = useSelector(selectChosenTickets);
  const [detailTicket, setDetailTicket] = useState<FoundTicket | null>(null);
  const isOfferGone = isOfferGoneState(useLocation().state);
  const passengersLabel = usePassengersLabel({
    type: criteria?.cabin ?? 'ekonom',
    label: '',
    ...(criteria?.passengers ?? { adults: 1, kids: 0, babies_with_sit: 0, babies_without_sit: 0, pensioners: 0 }),
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const returnHeadingRef = useRef<HTMLHeadingElement>(null);
  const shownKey = useRef<string | null>(null);
  const [isReturnStepNew, setIsReturnStepNew] = useState(false);
  const key = criteria ? criteriaKey(criteria) : null;

  // A new search's answer: the page moves to the results (the live region below says how many).
  useEffect(() => {
    if (!key || (status !== 'success' && status !== 'empty') || shownKey.current === key) return;
    shownKey.current = key;
    const heading = headingRef.current;
    const prefersReducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    heading?.scrollIntoView?.({ block: 'start', behavior: prefersReducedMotion ? 'auto' : 'smooth' });
    heading?.focus({ preventScroll: true });
  }, [key, status]);

  // The outbound chosen: focus goes to the return list, its step heading first.
  useEffect(() => {
    if (!isReturnStepNew || status !== 'success') return;
    setIsReturnStepNew(false);
    returnHeadingRef.current?.focus({ preventScroll: true });
    returnHeadingRef.current?.scrollIntoView?.({ block: 'start' });
  }, [isReturnStepNew, status]);

  if (!criteria) return null;
  const passengerCount = Object.values(criteria.passengers).reduce((n, count) => n + count, 0);
  const isRoundTrip = criteria.type === 'round_trip';
  const tab: ResultsTab = isRoundTrip ? activeResultsTab : 'there';
  const departure = response?.search_data.departure.title ?? criteria.from;
  const arrival = response?.search_data.arrival.title ?? criteria.to;
  const legRoute = (leg: ResultsTab) => (leg === 'there' ? `${departure} → ${arrival}` : `${arrival} → ${departure}`);
  const legDate = tab === 'back' && criteria.back ? criteria.back : criteria.date;

  function switchTab(next: ResultsTab) {
    dispatch(setActiveResultsTab(next));
    if (view.page !== 1) changeView({ page: 1 });
  }

  function handleSelect(ticket: FoundTicket) {
    setDetailTicket(null);
    if (!response || !criteria) return;
    const outbound = ticket.leg === 'there' ? ticket : chosenTickets.there;
    const inbound = ticket.leg === 'back' ? ticket : chosenTickets.back;
    if (outbound && (!isRoundTrip || inbound)) {
      // The countdown runs to the earliest deadline: the search's, or an outside airline's offer that ends sooner.
      const expiresAt = earliestExpiry(
        response.expires_at,
        outbound.expires_at,
        isRoundTrip ? inbound?.expires_at : null,
      );
      const secondsLeft = Math.round((Date.parse(expiresAt ?? response.expires_at) - Date.now()) / 1000);
      onTripChosen({
        outbound,
        return: isRoundTrip ? inbound : null,
        searchId: response.search_id,
        passengers: criteria.passengers,
        totalPrice: outbound.price.total + (isRoundTrip && inbound ? inbound.price.total : 0),
        timeLimit: Number.isFinite(secondsLeft) ? Math.max(secondsLeft, 0) : response.time_limit,
      });
      return;
    }
    dispatch(chooseTicket(ticket));
    switchTab(ticket.leg === 'there' ? 'back' : 'there');
    if (ticket.leg === 'there') setIsReturnStepNew(true);
  }

  function reset() {
    dispatch(resetSearchResults());
    dispatch(resetSearchForm());
    onReset();
  }

  const pickDate = (date: string) => {
    if (tab === 'back') changeView({ page: 1 }, { back: date });
    else changeView({ page: 1 }, { date, back: criteria.back && criteria.back < date ? date : criteria.back });
  };

  let body;
  if (status === 'loading' || status === 'wait') {
    body = (
      <>
        {Array.from({ length: SKELETON_COUNT }, (_, i) => (
          <TicketCardSkeleton key={i} />
        ))}
      </>
    );
  } else if (status === 'empty') {
    body = (
      <>
        <Message icon="info" title={t('flights.empty.title')} text={t('flights.empty.text')} />
        {response ? (
          <EmptySuggestions
            leg={response.pageData.total === 0 ? 'there' : 'back'}
            dates={response.nearby_dates}
            nearby={response.pageData.total === 0 ? response.nearby : []}
            passengerCount={passengerCount}
            onPickDate={(leg, date) => (leg === 'back' ? changeView({ page: 1 }, { back: date }) : pickDate(date))}
            onPickRoute={(from, to) => changeView({ ...DEFAULT_RESULTS_VIEW }, { from, to })}
          />
        ) : null}
      </>
    );
  } else if (status === 'expired') {
    body = (
      <Message
        icon="alert"
        title={t('flights.expired.title')}
        text={errorMessage ?? t('flights.expired.text')}
        action={<Button onClick={refresh}>{t('flights.expired.refresh')}</Button>}
      />
    );
  } else if (status === 'error') {
    body = (
      <Message
        icon="alert"
        title={t('flights.error.title')}
        text={errorMessage ?? t('errors.generic')}
        action={
          <Button variant="secondary" onClick={refresh}>
            {t('flights.error.retry')}
          </Button>
        }
      />
    );
  } else if (tickets.length === 0) {
    body = (
      <Message
        icon="info"
        title={t('flights.noMatch.title')}
        text={t('flights.noMatch.text')}
        action={
          <Button variant="secondary" onClick={() => changeView({ ...DEFAULT_RESULTS_VIEW, sort: view.sort })}>
            {t('flights.noMatch.clear')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        {tab === 'back' && chosenTickets.there ? (
          <h3 ref={returnHeadingRef} tabIndex={-1} className={styles.stepHeading}>
            {t('flights.steps.chooseReturn')}
          </h3>
        ) : null}
        <ul className={styles.list}>
          {tickets.map((ticket) => (
            <li key={ticket.id}>
              <HydrateLater until="visible">
                <TicketCard
                  ticket={ticket}
                  chosenId={isFareOf(ticket, chosenTickets[ticket.leg]?.id) ? chosenTickets[ticket.leg]!.id : null}
                  passengerCount={passengerCount}
                  tripBase={
                    isRoundTrip && ticket.leg === 'back' && chosenTickets.there ? chosenTickets.there.price.total : null
                  }
                  onSelect={handleSelect}
                  onShowDetails={setDetailTicket}
                />
              </HydrateLater>
            </li>
          ))}
        </ul>
        {pageData.totalPages > 1 ? (
          <p className={styles.pageInfo}>
            {t('flights.pagination.summary', { page: pageData.currentPage, total: pageData.totalPages })}
          </p>
        ) : null}
        <ResultsPagination
          currentPage={pageData.currentPage}
          totalPages={pageData.totalPages}
          onChange={(page) => {
            changeView({ page });
            document.getElementById(`${id}-title`)?.scrollIntoView?.({ block: 'start' });
          }}
        />
      </>
    );
  }

  const chosenOther = isRoundTrip ? chosenTickets[tab === 'there' ? 'back' : 'there'] : null;

  return (
    <section className={styles.results} aria-labelledby={`${id}-title`} data-status={status}>
      <header className={styles.resultsHeader}>
        <div>
          <h2 id={`${id}-title`} ref={headingRef} className={styles.resultsTitle} tabIndex={-1}>
            {legRoute('there')}
          </h2>
          <p className={styles.resultsMeta}>
            {formatFlightDay(criteria.date, language)}
            {criteria.back ? ` — ${formatFlightDay(criteria.back, language)}` : ''} · {passengersLabel}
          </p>
        </div>
        <Button variant="secondary" onClick={reset}>
          {t('flights.newSearch')}
        </Button>
      </header>

      {isOfferGone ? (
        <Message icon="alert" title={t('flights.offerGone.title')} text={t('flights.offerGone.text')} />
      ) : null}

      {isRoundTrip ? (
        <ResultsTabs
          active={tab}
          idPrefix={id}
          labels={{
            there: `${t('flights.steps.there')}: ${legRoute('there')}`,
            back: `${t('flights.steps.back')}: ${legRoute('back')}`,
          }}
          onChange={switchTab}
        />
      ) : null}

      {chosenOther && tab === 'back' ? (
        <div className={styles.pinned} data-testid="pinned-outbound">
          <div className={styles.pinnedText}>
            <p className={styles.pinnedTitle}>
              <AirlineMarks ticket={chosenOther} /> {t('flights.steps.pinned')}:{' '}
              {chosenOther.segments.map((s) => s.flight_number).join(' · ')}
            </p>
            <p>
              {localTimeOf(chosenOther.segments[0]!.departure.local)} →{' '}
              {localTimeOf(chosenOther.segments.at(-1)!.arrival.local)},{' '}
              {formatFlightDay(localDateOf(chosenOther.segments[0]!.departure.local), language)} ·{' '}
              {t(`flights.fare.${chosenOther.fare_family}`)} · {formatMoney(chosenOther.price.total, language)}
            </p>
            <p className="visually-hidden" role="status">
              {t('flights.chosenOutbound', {
                flight: chosenOther.segments.map((s) => s.flight_number).join(' · '),
                price: formatMoney(chosenOther.price.total, language),
              })}
            </p>
          </div>
          <Button variant="secondary" onClick={() => switchTab('there')}>
            {t('flights.steps.change')}
          </Button>
        </div>
      ) : chosenOther ? (
        <p className={styles.chosen} role="status">
          {t('flights.chosenReturn', {
            flight: chosenOther.segments.map((s) => s.flight_number).join(' · '),
            price: formatMoney(chosenOther.price.total, language),
          })}
        </p>
      ) : null}

      <p className="visually-hidden" role="status" aria-live="polite" data-testid="results-announcement">
        {status === 'loading' || status === 'wait'
          ? t('flights.searching')
          : status === 'success'
            ? t('flights.found', { count: pageData.total })
            : status === 'empty'
              ? t('flights.empty.title')
              : ''}
      </p>

      {/* The strip and the filters are adopted in turns of their own: with the results' header they were one task of
          some 40 ms on a phone. */}
      {status !== 'empty' ? (
        <HydrateLater>
          <PriceCalendarStrip
            from={tab === 'back' ? criteria.to : criteria.from}
            to={tab === 'back' ? criteria.from : criteria.to}
            date={legDate}
            minDate={tab === 'back' ? criteria.date : bishkekToday()}
            cabin={criteria.cabin}
            label={t('flights.calendar', { route: legRoute(tab) })}
            caption={t('flights.calendarBasis')}
            onPick={pickDate}
          />
        </HydrateLater>
      ) : null}

      {status !== 'empty' ? (
        <HydrateLater>
          <ResultsFilters view={view} leg={tab} facets={facets} onChange={(change) => changeView(change)} />
        </HydrateLater>
      ) : null}

      <ArrivingOffersNotice arriving={arriving} />

      <div
        id={`${id}-panel`}
        className={styles.panel}
        aria-busy={status === 'loading'}
        {...(isRoundTrip ? { role: 'tabpanel', 'aria-labelledby': `${id}-tab-${tab}` } : {})}
      >
        {body}
      </div>

      <TicketDetailsModal ticket={detailTicket} onClose={() => setDetailTicket(null)} onSelect={handleSelect} />
    </section>
  );
}

function AirlineMarks({ ticket }: { ticket: FoundTicket }) {
  const carriers = [...new Map(ticket.segments.map((s) => [s.carrier.code, s.carrier.name])).entries()];
  return (
    <>
      {carriers.map(([code, name]) => (
        <AirlineBadge key={code} code={code} name={name} />
      ))}
    </>
  );
}

function Message({
  icon,
  title,
  text,
  action,
}: {
  icon: 'info' | 'alert';
  title: string;
  text: string;
  action?: ReactNode;
}) {
  const Icon = icon === 'info' ? InfoIcon : AlertIcon;
  return (
    <div className={styles.message} role={icon === 'alert' ? 'alert' : 'status'} data-testid="results-message">
      <Icon width={32} height={32} className={icon === 'alert' ? styles.messageAlert : styles.messageInfo} />
      <h3 className={styles.messageTitle}>{title}</h3>
      <p>{text}</p>
      {action}
    </div>
  );
}
