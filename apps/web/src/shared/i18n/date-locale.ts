/** date-fns locales of our languages; imported only by the chunks that format dates. */
import { monthNames, weekdayNames } from '@sapar/contracts';
import type { Locale } from 'date-fns';
import { enUS, ru, tr, zhCN } from 'date-fns/locale';
import type { Language } from './language';

// date-fns ships no Kyrgyz locale. Kyrgyz writes month names the Russian way (CLDR `ky`), so
// the Russian locale is reused with its own month names, which are not declined.
const KY_MONTHS_ABBREVIATED = monthNames('ky', 'short');
const KY_MONTHS_WIDE = monthNames('ky', 'long');

// Weekdays from Sunday, as CLDR `ky` writes them (the Russian ones were shown before).
const KY_DAYS_WIDE = ['жекшемби', 'дүйшөмбү', 'шейшемби', 'шаршемби', 'бейшемби', 'жума', 'ишемби'] as const;
const KY_DAYS_ABBREVIATED = weekdayNames('ky');
const KY_DAYS_NARROW = ['Ж', 'Д', 'Ш', 'Ш', 'Б', 'Ж', 'И'] as const;

export const ky: Locale = {
  ...ru,
  code: 'ky',
  localize: {
    ...ru.localize,
    day: (day, options) => {
      const names =
        options?.width === 'wide' ? KY_DAYS_WIDE : options?.width === 'narrow' ? KY_DAYS_NARROW : KY_DAYS_ABBREVIATED;
      return names[day] ?? '';
    },
    month: (month, options) => {
      if (options?.width === 'narrow') return (KY_MONTHS_WIDE[month] ?? '').charAt(0).toUpperCase();
      return (options?.width === 'wide' ? KY_MONTHS_WIDE : KY_MONTHS_ABBREVIATED)[month] ?? '';
    },
  },
};

export const DATE_LOCALES: Record<Language, Locale> = { ru, ky, en: enUS, tr, zh: zhCN };
