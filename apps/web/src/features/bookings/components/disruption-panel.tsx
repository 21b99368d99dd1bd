/**
 * A cancelled or retimed flight on the order page: what changed, and the traveller's three choices at
 * no cost — keep the new time, move to another flight of the same route (offered as a list), or a full
 * refund — then a confirmation and the result. One answer per order: the server refuses a second one.
 */
import {
  type DisruptionChoice,
  type DisruptionOption,
  formatDay,
  formatMoney,
  type OrderDisruption,
} from '@sapar/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '@/shared/lib/api-error-message';
import { useFocusOnChange } from '@/shared/lib/use-focus-on-change';
import { useLanguage } from '@/shared/lib/use-language';
import { Button, ButtonLink } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-field';
import { CheckIcon } from '@/shared/ui/icons';
import { useAnswerDisruptionMutation } from '../api/bookings-api';
import type { OrderHref } from '../model/order-actions';
import styles from './disruption-panel.module.css';

export interface DisruptionPanelProps {
  orderNumber: string;
  disruption: OrderDisruption;
  orderHref: OrderHref;
}

/** 'yyyy-MM-dd HH:mm' local at the airport, as the reader's language writes the day: 'ср, 25 нояб. 2026 г., 10:15'. */
const localTime = (local: string, language: ReturnType<typeof useLanguage>) =>
  `${formatDay(local, language)}, ${local.slice(11, 16)}`;

type Step =
  | { name: 'choose' }
  | { name: 'confirm'; choice: DisruptionChoice; option: DisruptionOption | null }
  | { name: 'done'; choice: DisruptionChoice; newOrder: string | null; refund: number | null };

export function DisruptionPanel({ orderNumber, disruption, orderHref }: DisruptionPanelProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const [choice, setChoice] = useState<DisruptionChoice | null>(null);
  const [flight, setFlight] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [answer, answerState] = useAnswerDisruptionMutation();
  const focusRef = useFocusOnChange<HTMLHeadingElement>(step.name);
  const { flight: booked } = disruption;
  const isOpen = disruption.status === 'open' && disruption.choices.length > 0;

  const review = (event: FormEvent) => {
    event.preventDefault();
    if (!choice) return setError(t('bookings.disruption.chooseFirst'));
    const option = choice === 'rebook' ? (disruption.options.find((o) => o.id === flight) ?? null) : null;
    if (choice === 'rebook' && !option) return setError(t('bookings.disruption.chooseFlight'));
    setError('');
    setStep({ name: 'confirm', choice, option });
  };

  const confirm = async (current: Extract<Step, { name: 'confirm' }>) => {
    try {
      const answered = await answer({
        orderNumber,
        choice: current.choice,
        ...(current.option ? { flight: current.option.id } : {}),
      }).unwrap();
      setStep({
        name: 'done',
        choice: answered.choice,
        newOrder: answered.new_order_number,
        refund: answered.refund_amount,
      });
    } catch (failure) {
      setError(getErrorMessage(failure, t));
      setStep({ name: 'choose' });
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={titleId} data-testid="disruption">
      <h2 id={titleId} className={styles.title} ref={focusRef} tabIndex={-1}>
        {t(`bookings.disruption.title.${disruption.kind}`)}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('bookings.disruption.flight')}</dt>
          <dd>
            {booked.flight_number} · {booked.origin} → {booked.destination}
          </dd>
        </div>
        <div>
          <dt>{t('bookings.disruption.scheduled')}</dt>
          <dd className={disruption.kind === 'cancelled' ? styles.struck : undefined}>
            {localTime(booked.departure_local, language)}
          </dd>
        </div>
        {disruption.new_departure_local ? (
          <div>
            <dt>{t('bookings.disruption.newDeparture')}</dt>
            <dd className={styles.changed}>{localTime(disruption.new_departure_local, language)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('bookings.disruption.reason')}</dt>
          <dd>{disruption.reason}</dd>
        </div>
      </dl>

      {!isOpen && step.name !== 'done' ? <AnsweredNote disruption={disruption} orderHref={orderHref} /> : null}

      {isOpen && step.name === 'choose' ? (
        <form onSubmit={review} noValidate className={styles.form} aria-describedby={`${titleId}-intro`}>
          <p id={`${titleId}-intro`} className={styles.intro}>
            {t('bookings.disruption.intro')}
          </p>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('bookings.disruption.question')}</legend>
            {disruption.choices.map((value) => (
              <label key={value} className={styles.choice}>
                <input
                  type="radio"
                  name="disruption-choice"
                  value={value}
                  checked={choice === value}
                  onChange={() => setChoice(value)}
                  data-testid={`disruption-choice-${value}`}
                />
                <span>
                  <strong>{t(`bookings.disruption.choice.${value}`)}</strong>
                  <span className={styles.hint}>{t(`bookings.disruption.choiceHint.${value}`)}</span>
                </span>
              </label>
            ))}
          </fieldset>
          {choice === 'rebook' ? (
            <fieldset className={styles.fieldset} data-testid="disruption-options">
              <legend className={styles.legend}>
                {t('bookings.disruption.options', { count: disruption.options.length })}
              </legend>
              <ul className={styles.options}>
                {disruption.options.map((option) => (
                  <li key={option.id}>
                    <label className={styles.choice}>
                      <input
                        type="radio"
                        name="disruption-flight"
                        value={option.id}
                        checked={flight === option.id}
                        onChange={() => setFlight(option.id)}
                      />
                      <FlightLine option={option} />
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          ) : null}
          <FormAlert>{error}</FormAlert>
          <div className={styles.actions}>
            <Button type="submit" data-testid="disruption-continue">
              {t('bookings.disruption.continue')}
            </Button>
          </div>
        </form>
      ) : null}

      {step.name === 'confirm' ? (
        <div className={styles.form} data-testid="disruption-confirm">
          <h3 className={styles.subtitle}>{t('bookings.disruption.confirmTitle')}</h3>
          <p>{t(`bookings.disruption.confirmText.${step.choice}`)}</p>
          {step.option ? (
            <p className={styles.optionBox}>
              <FlightLine option={step.option} />
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button variant="ghost" onClick={() => setStep({ name: 'choose' })} disabled={answerState.isLoading}>
              {t('bookings.disruption.back')}
            </Button>
            <Button
              onClick={() => void confirm(step)}
              disabled={answerState.isLoading}
              data-testid="disruption-confirm-button"
            >
              {answerState.isLoading ? t('bookings.disruption.sending') : t('bookings.disruption.confirm')}
            </Button>
          </div>
        </div>
      ) : null}

      {step.name === 'done' ? (
        <div className={styles.result} role="status" data-testid="disruption-result">
          <CheckIcon width={28} height={28} className={styles.resultIcon} aria-hidden="true" />
          <div>
            <p>
              {step.choice === 'refund' && step.refund !== null
                ? t('bookings.disruption.done.refund', { amount: formatMoney(step.refund, language) })
                : t(`bookings.disruption.done.${step.choice}`)}
            </p>
            {step.newOrder ? (
              <ButtonLink
                to={orderHref(step.newOrder)}
                className={styles.resultAction}
                data-testid="disruption-new-order"
              >
                {t('bookings.disruption.openNewOrder', { number: step.newOrder })}
              </ButtonLink>
            ) : null}
          </div>
        </div>
      ) : null}
    </section>
  );
}

function FlightLine({ option }: { option: DisruptionOption }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <span className={styles.flightLine}>
      <strong>{option.flight_number}</strong>
      <span>
        {localTime(option.departure_local, language)} → {option.arrival_local.slice(11, 16)}
      </span>
      <span className={styles.hint}>{t('bookings.disruption.seatsLeft', { count: option.seats_left })}</span>
    </span>
  );
}

function AnsweredNote({ disruption, orderHref }: { disruption: OrderDisruption; orderHref: OrderHref }) {
  const { t } = useTranslation();
  if (disruption.status === 'open') return <p className={styles.intro}>{t('bookings.disruption.closed')}</p>;
  return (
    <div className={styles.result} data-testid="disruption-answered">
      <CheckIcon width={24} height={24} className={styles.resultIcon} aria-hidden="true" />
      <div>
        <p>{t(`bookings.disruption.answered.${disruption.status}`)}</p>
        {disruption.new_order_number ? (
          <ButtonLink variant="secondary" to={orderHref(disruption.new_order_number)} className={styles.resultAction}>
            {t('bookings.disruption.openNewOrder', { number: disruption.new_order_number })}
          </ButtonLink>
        ) : null}
      </div>
    </div>
  );
}
