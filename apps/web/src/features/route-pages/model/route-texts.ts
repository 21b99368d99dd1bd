/** The route page's sentences built from its data: the facts, the baggage line and the FAQ (also read by screen readers as plain text). */
import { formatDay, formatMoney, type RoutePage, weekdayShort } from '@sapar/contracts';
import type { TFunction } from 'i18next';
import { formatDuration } from '@/shared/lib/format-flight';
import type { Language } from '@/shared/i18n/language';

export interface RouteFaqItem {
  id: string;
  question: string;
  answer: string;
}

export function baggageText(page: RoutePage, t: TFunction): string {
  const { cheapest_includes, checked_kg, hand_kg } = page.baggage;
  const checked =
    checked_kg === null
      ? t('routePage.baggageNone')
      : cheapest_includes
        ? t('routePage.baggageIncluded', { kg: checked_kg })
        : t('routePage.baggageExtra', { kg: checked_kg });
  return hand_kg === null ? checked : `${checked} ${t('routePage.handBaggage', { kg: hand_kg })}`;
}

export function routeFaq(page: RoutePage, language: Language, t: TFunction): RouteFaqItem[] {
  const names = { from: page.from.title, to: page.to.title };
  const cheapest = page.days.find((d) => d.price !== null && d.price === page.min_price);
  const items: RouteFaqItem[] = [
    {
      id: 'price',
      question: t('routePage.faqPriceQ', names),
      answer: cheapest
        ? t('routePage.faqPriceA', {
            price: formatMoney(cheapest.price!, language),
            date: formatDay(cheapest.date, language, { withYear: false }),
          })
        : t('routePage.faqPriceNone'),
    },
    {
      id: 'direct',
      question: t('routePage.faqDirectQ', names),
      answer: page.direct
        ? t('routePage.faqDirectYes', {
            airlines: page.flights
              .filter((f) => f.stops === 0)
              .flatMap((f) => f.airlines.map((a) => a.name))
              .filter((name, i, all) => all.indexOf(name) === i)
              .join(', '),
          })
        : t('routePage.faqDirectNo'),
    },
  ];
  if (page.typical_duration_min !== null) {
    items.push({
      id: 'duration',
      question: t('routePage.faqDurationQ', names),
      answer: t('routePage.faqDurationA', { duration: formatDuration(page.typical_duration_min, t) }),
    });
  }
  items.push({ id: 'baggage', question: t('routePage.faqBaggageQ'), answer: baggageText(page, t) });
  return items;
}

/** 'ежедневно', or the ISO weekdays' short names in the language ('пн, ср, пт'). */
export function weekdaysText(weekdays: readonly number[], language: Language, t: TFunction): string {
  if (weekdays.length === 7) return t('routePage.daily');
  return weekdays.map((day) => weekdayShort(day, language)).join(', ');
}
