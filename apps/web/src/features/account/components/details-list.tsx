import { useTranslation } from 'react-i18next';
import styles from './account.module.css';

export interface DetailItem {
  label: string;
  value: string | null | undefined;
}

/** Label–value pairs of a record; an empty value reads "not specified". */
export function DetailsList({ items }: { items: DetailItem[] }) {
  const { t } = useTranslation();
  return (
    <dl className={styles.details}>
      {items.map(({ label, value }) => (
        <div key={label} className={styles.detail}>
          <dt>{label}</dt>
          <dd className={value ? undefined : styles.empty}>{value || t('profile.notSpecified')}</dd>
        </div>
      ))}
    </dl>
  );
}
