import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './layout.module.css';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  const { t } = useTranslation();
  // Focus the target ourselves: a bare hash change would go through the router.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`} onClick={onClick}>
      {t('common.skipToContent')}
    </a>
  );
}
