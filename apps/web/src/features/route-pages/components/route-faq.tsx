/** The route page's short FAQ: native disclosure widgets, open by keyboard and announced by screen readers. */
import type { RoutePage } from '@sapar/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/shared/lib/use-language';
import { routeFaq } from '../model/route-texts';
import styles from './route-page.module.css';

export function RouteFaq({ page }: { page: RoutePage }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <section className={styles.section} aria-labelledby="route-faq">
      <h2 id="route-faq" className={styles.sectionTitle}>
        {t('routePage.faqTitle')}
      </h2>
      <div className={styles.faq}>
        {routeFaq(page, language, t).map((item) => (
          <details key={item.id} className={styles.faqItem}>
            <summary>
              <h3 className={styles.faqQuestion}>{item.question}</h3>
            </summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
