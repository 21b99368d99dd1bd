import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasSession } from '@/features/auth';
import { getHref } from '../paths';
import styles from './layout.module.css';

export function AccountLink({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const isSignedIn = hasSession();
  return (
    <Link
      className={styles.accountLink}
      to={getHref(isSignedIn ? 'personalCabinet' : 'login')}
      onClick={onNavigate}
    >
      {isSignedIn ? t('account.cabinet') : t('account.signIn')}
    </Link>
  );
}
