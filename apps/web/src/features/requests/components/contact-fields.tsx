import { useTranslation } from 'react-i18next';
import type { FormFieldProps } from '@/shared/lib/use-zod-form';
import { TextField } from '@/shared/ui/form-field';

/** Name, phone and email (an optional phone last), laid out in the form's grid. */
export function ContactFields({
  name,
  phone,
  email,
  isEmailRequired,
  isPhoneRequired = true,
}: {
  name: FormFieldProps;
  phone: FormFieldProps;
  email: FormFieldProps;
  isEmailRequired: boolean;
  /** The appeal, exchange and refund forms answer by email; the phone is optional there. */
  isPhoneRequired?: boolean;
}) {
  const { t } = useTranslation();
  const phoneField = (
    <TextField
      label={t('content.form.phone')}
      type="tel"
      autoComplete="tel"
      inputMode="tel"
      placeholder={t('form.phonePlaceholder')}
      required={isPhoneRequired}
      hint={isPhoneRequired ? undefined : t('footerForms.optional')}
      maxLength={32}
      {...phone}
    />
  );
  return (
    <>
      <TextField label={t('content.form.name')} autoComplete="name" required maxLength={100} {...name} />
      {isPhoneRequired ? phoneField : null}
      <TextField
        label={t('form.email')}
        type="email"
        autoComplete="email"
        required={isEmailRequired}
        hint={isEmailRequired ? undefined : t('content.form.emailOptional')}
        maxLength={254}
        {...email}
      />
      {/* An optional phone comes after the email the answer goes to. */}
      {isPhoneRequired ? null : phoneField}
    </>
  );
}
