import { useTranslation } from 'react-i18next';

/** The translated labels of the person fields, keyed by their API names. */
export function usePersonFieldLabels() {
  const { t } = useTranslation();
  return {
    type: t('passenger.type'),
    email: t('form.email'),
    first_name: t('profile.firstName'),
    last_name: t('profile.lastName'),
    birth_date: t('profile.birthDate'),
    phone: t('profile.phone'),
    gender: t('profile.gender'),
    citizenship: t('profile.citizenship'),
    document_type: t('profile.documentType'),
    document_number: t('profile.documentNumber'),
    document_expiry: t('profile.documentExpiry'),
  };
}
