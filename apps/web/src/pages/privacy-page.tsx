import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/shared/lib/use-language';
import { buttonClassName } from '@/shared/ui/button';
import { ContentPageView } from './content-page';
import styles from './content-pages.module.css';

/** The privacy policy, with its PDF in the current language (a link cannot send Accept-Language). */
export function PrivacyPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <ContentPageView
      slug="privacy"
      fallbackTitle={t('content.privacy.title')}
      actions={
        <p className={styles.actions}>
          <a
            className={buttonClassName({ variant: 'secondary' })}
            href={`/api/pages/privacy/pdf?lang=${language}`}
            download={`sapar-privacy-${language}.pdf`}
          >
            {t('content.privacy.download')}
          </a>
        </p>
      }
    />
  );
}
