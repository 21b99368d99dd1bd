import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { FormAlert } from './form-field';

/** An inline failure to load part of a page, with a retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <FormAlert>
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('errors.retry')}
      </Button>
    </FormAlert>
  );
}
