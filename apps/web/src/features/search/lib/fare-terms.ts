/**
 * A fare's terms in words: baggage, hand baggage, change and refund, as the card and the details
 * write them. An outside airline may not say (`unknown`): that is written as 'to be confirmed with
 * the airline', never as allowed or included. Answers written before suppliers carry no `status`;
 * theirs is read from `included` and `allowed`.
 */
import type { BaggageStatus, Fare, FareConditionStatus, Segment } from '@sapar/contracts';
import type { TFunction } from 'i18next';

type Condition = Fare['refund'];
type CheckedBaggage = Fare['baggage'];
type HandBaggage = Fare['hand_baggage'];

/** How a term reads on screen: known good, known absent, or not stated by the airline. */
export type TermTone = 'good' | 'plain' | 'muted' | 'unknown';

export interface TermText {
  text: string;
  tone: TermTone;
}

export const conditionStatusOf = (condition: Condition): FareConditionStatus =>
  condition.status ?? (condition.allowed ? 'allowed' : 'not_allowed');

export const baggageStatusOf = (baggage: { included?: boolean; status?: BaggageStatus | undefined }): BaggageStatus =>
  baggage.status ?? (baggage.included === false ? 'not_included' : 'included');

/** 'Багаж 23 кг', 'Багаж: 1 место', 'Без багажа', 'Багаж уточняется у авиакомпании'. */
export function describeBaggage(baggage: CheckedBaggage, t: TFunction): TermText {
  const status = baggageStatusOf(baggage);
  if (status === 'unknown') return { text: t('flights.baggageUnknown'), tone: 'unknown' };
  if (status === 'not_included' || !baggage.included) return { text: t('flights.baggageNotIncluded'), tone: 'muted' };
  if (baggage.weight_kg) return { text: t('flights.baggageIncluded', { weight: baggage.weight_kg }), tone: 'good' };
  if (baggage.pieces) return { text: t('flights.baggagePieces', { count: baggage.pieces }), tone: 'good' };
  return { text: t('flights.baggageIncludedPlain'), tone: 'good' };
}

/** 'Ручная кладь 10 кг', 'Ручная кладь: 1 место', 'Без ручной клади', 'Ручная кладь уточняется у авиакомпании'. */
export function describeHandBaggage(hand: HandBaggage, t: TFunction): TermText {
  const status = baggageStatusOf(hand);
  if (status === 'unknown') return { text: t('flights.handBaggageUnknown'), tone: 'unknown' };
  if (status === 'not_included') return { text: t('flights.handBaggageNone'), tone: 'muted' };
  if (hand.weight_kg) return { text: t('flights.handBaggageShort', { weight: hand.weight_kg }), tone: 'muted' };
  if (hand.pieces) return { text: t('flights.handBaggagePieces', { count: hand.pieces }), tone: 'muted' };
  return { text: t('flights.handBaggageIncluded'), tone: 'muted' };
}

/** The card's short form: 'Обмен со сбором 3 000 сом', 'Без возврата', 'Возврат: условия уточняются у авиакомпании'. */
export function describeCondition(
  kind: 'refund' | 'change',
  condition: Condition,
  t: TFunction,
  formatPrice: (amount: number) => string,
): TermText {
  const status = conditionStatusOf(condition);
  if (status === 'unknown') return { text: t(`flights.fareTerms.${kind}Unknown`), tone: 'unknown' };
  if (status === 'not_allowed' || !condition.allowed) return { text: t(`flights.fareTerms.${kind}No`), tone: 'muted' };
  if (condition.fee)
    return { text: t(`flights.fareTerms.${kind}Fee`, { fee: formatPrice(condition.fee) }), tone: 'plain' };
  if (condition.fee === null) return { text: t(`flights.fareTerms.${kind}Allowed`), tone: 'plain' };
  return { text: t(`flights.fareTerms.${kind}Free`), tone: 'plain' };
}

/** The details' form, after 'Возврат:' / 'Обмен:': 'не разрешён', 'со сбором 3 000 сом', 'условия уточняются…'. */
export function describeConditionTerms(
  condition: Condition,
  t: TFunction,
  formatPrice: (amount: number) => string,
): TermText {
  const status = conditionStatusOf(condition);
  if (status === 'unknown') return { text: t('flights.terms.unknown'), tone: 'unknown' };
  if (status === 'not_allowed' || !condition.allowed) return { text: t('flights.terms.notAllowed'), tone: 'muted' };
  if (condition.fee) return { text: t('flights.terms.withFee', { fee: formatPrice(condition.fee) }), tone: 'plain' };
  if (condition.fee === null) return { text: t('flights.terms.allowed'), tone: 'plain' };
  return { text: t('flights.terms.free'), tone: 'plain' };
}

/** The airlines that fly an itinerary's segments for another one that sells them, once each ('operated by …'). */
export function operatingCarriersOf(segments: readonly Segment[]): string[] {
  const names = segments
    .filter((s) => s.operated_by && s.operated_by.code !== s.carrier.code)
    .map((s) => s.operated_by!.name);
  return [...new Set(names)];
}
