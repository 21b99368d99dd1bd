import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { DEFAULT_CURRENCY_CODE, selectCurrencyCode, type CurrencyState } from '../model/currency-slice';
import styles from './currency-display.module.css';

/** The currency prices are shown in; the som is written as a word ("сом"), other codes as they are. */
export function CurrencyDisplay() {
  const { t } = useTranslation();
  const code = useSelector((state: { currency: CurrencyState }) => selectCurrencyCode(state));
  const name = code === DEFAULT_CURRENCY_CODE ? t('currency.KGS') : code;
  return (
    <span className={styles.currency} title={t('currency.label')}>
      <span className="visually-hidden">{t('currency.current', { currency: code })}</span>
      <span aria-hidden="true">
        <span className={styles.code}>{code}</span>
        {name !== code ? <span className={styles.name}> · {name}</span> : null}
      </span>
    </span>
  );
}
