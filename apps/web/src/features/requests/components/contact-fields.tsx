import { useTranslation } from 'react-i18next';
import type { FieldBinding } from '@/shared/lib/use-form';
import { TextField } from '@/shared/ui/form-field';

/** Name, phone and email, laid out in the form's grid. */
export function ContactFields({
  name,
  phone,
  email,
  isEmailRequired,
}: {
  name: FieldBinding;
  phone: FieldBinding;
  email: FieldBinding;
  isEmailRequired: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField label={t('content.form.name')} autoComplete="name" required maxLength={100} {...name} />
      <TextField
        label={t('content.form.phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder={t('form.phonePlaceholder')}
        required
        maxLength={32}
        {...phone}
      />
      <TextField
        label={t('form.email')}
        type="email"
        autoComplete="email"
        required={isEmailRequired}
        hint={isEmailRequired ? undefined : t('content.form.emailOptional')}
        maxLength={254}
        {...email}
      />
    </>
  );
}
