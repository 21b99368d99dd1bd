/**
 * The edit tab: the person fields with the reference lists, checked as the user types with the
 * contracts' rules. A new email is confirmed with the code sent to it (purpose email_change).
 */
import { OTP_LENGTH, emailCodeFormSchema, profileFormSchema, type UserProfile } from '@sapar/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReferenceLists } from '@/shared/api/reference-api';
import { getErrorMessage, getFieldErrors } from '@/shared/lib/api-error-message';
import { useCountdown } from '@/shared/lib/countdown';
import { useZodForm } from '@/shared/lib/use-zod-form';
import { Button } from '@/shared/ui/button';
import { DateField, FieldGrid, FormAlert, TextField, formStyles } from '@/shared/ui/form-field';
import { FormSelectField } from '@/shared/ui/form-select-field';
import { Modal } from '@/shared/ui/modal';
import { useNotify } from '@/shared/ui/notification';
import { OtpCodeField } from '@/shared/ui/otp-code-field';
import { useRequestEmailChangeCodeMutation, useUpdateProfileMutation, type ProfileUpdate } from '../api/account-api';
import { isEmailChanged, toProfileFormValues, toProfileUpdate } from '../model/profile-form';
import { usePersonFieldLabels } from './use-field-labels';

export interface ProfileEditFormProps {
  profile: UserProfile;
  onSaved?: () => void;
  onCancel?: () => void;
}

export function ProfileEditForm({ profile, onSaved, onCancel }: ProfileEditFormProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const labels = usePersonFieldLabels();
  const { countries, genders, documentTypes } = useReferenceLists();
  const initial = useMemo(() => toProfileFormValues(profile), [profile]);
  const [formError, setFormError] = useState('');
  const [isCodeOpen, setIsCodeOpen] = useState(false);
  const countdown = useCountdown();
  // The address the running countdown belongs to: a different one gets its own code at once.
  const [codeSentTo, setCodeSentTo] = useState('');
  const [updateProfile, updateState] = useUpdateProfileMutation();
  const [requestCode, codeRequestState] = useRequestEmailChangeCodeMutation();

  const form = useZodForm({ schema: profileFormSchema, defaultValues: initial, labels });
  const codeForm = useZodForm({
    schema: emailCodeFormSchema,
    defaultValues: { otp: '' },
    messages: { otp: t('validation.otpFormat', { length: OTP_LENGTH }) },
  });
  const newEmail = form.watch('email').trim().toLowerCase();

  const save = async (update: ProfileUpdate) => {
    setFormError('');
    try {
      await updateProfile(update).unwrap();
      setIsCodeOpen(false);
      notify.open({ variant: 'success', message: t('profile.saved') });
      onSaved?.();
    } catch (error) {
      const fieldErrors = getFieldErrors(error);
      if (update.otp && codeForm.setServerErrors(fieldErrors, { shouldFocus: true })) return;
      setIsCodeOpen(false);
      if (!form.setServerErrors(fieldErrors, { shouldFocus: true })) setFormError(getErrorMessage(error, t));
    }
  };

  const sendCode = async (): Promise<boolean> => {
    try {
      const answer = await requestCode({ email: newEmail }).unwrap();
      countdown.start(answer.resend_after);
      setCodeSentTo(newEmail);
      return true;
    } catch (error) {
      setIsCodeOpen(false);
      if (!form.setServerErrors(getFieldErrors(error), { shouldFocus: true })) setFormError(getErrorMessage(error, t));
      return false;
    }
  };

  const submit = form.handleSubmit(async (values) => {
    const update = toProfileUpdate(values, initial);
    if (isEmailChanged(values, initial)) {
      codeForm.reset({ otp: '' });
      if ((countdown.isRunning && codeSentTo === newEmail) || (await sendCode())) setIsCodeOpen(true);
      return;
    }
    if (Object.keys(update).length === 0) {
      notify.open({ variant: 'info', message: t('profile.noChanges') });
      return;
    }
    await save(update);
  });

  const confirmEmail = codeForm.handleSubmit(({ otp }) =>
    save({ ...toProfileUpdate(form.getValues(), initial), email: newEmail, otp }),
  );

  return (
    <>
      <form
        className={formStyles.form}
        onSubmit={(event) => {
          setFormError('');
          void submit(event);
        }}
        noValidate
        aria-label={t('cabinet.tabs.edit')}
      >
        <FormAlert>{formError}</FormAlert>
        <FieldGrid>
          <TextField label={labels.last_name} autoComplete="family-name" {...form.field('last_name')} />
          <TextField label={labels.first_name} autoComplete="given-name" {...form.field('first_name')} />
          <TextField
            label={labels.email}
            type="email"
            autoComplete="email"
            required
            hint={t('profile.emailChangeHint')}
            {...form.field('email')}
          />
          <TextField
            label={labels.phone}
            type="tel"
            autoComplete="tel"
            placeholder={t('form.phonePlaceholder')}
            {...form.field('phone')}
          />
          <DateField label={labels.birth_date} autoComplete="bday" {...form.field('birth_date')} />
          <FormSelectField
            control={form.control}
            name="gender"
            label={labels.gender}
            options={genders}
            placeholder={t('form.notSelected')}
          />
          <FormSelectField
            control={form.control}
            name="citizenship"
            label={labels.citizenship}
            options={countries}
            placeholder={t('form.notSelected')}
          />
          <FormSelectField
            control={form.control}
            name="document_type"
            label={labels.document_type}
            options={documentTypes}
            placeholder={t('form.notSelected')}
          />
          <TextField label={labels.document_number} autoComplete="off" {...form.field('document_number')} />
          <DateField label={labels.document_expiry} {...form.field('document_expiry')} />
        </FieldGrid>
        <div className={formStyles.actions}>
          {onCancel ? (
            <Button variant="secondary" onClick={onCancel}>
              {t('form.cancel')}
            </Button>
          ) : null}
          <Button type="submit" disabled={updateState.isLoading || codeRequestState.isLoading}>
            {t('form.save')}
          </Button>
        </div>
      </form>

      <Modal open={isCodeOpen} onOpenChange={setIsCodeOpen} title={t('profile.emailCodeTitle')}>
        <form className={formStyles.form} onSubmit={(event) => void confirmEmail(event)} noValidate>
          <OtpCodeField
            field={codeForm.field('otp')}
            email={newEmail}
            secondsToResend={countdown.remaining}
            isResending={codeRequestState.isLoading}
            onResend={() => void sendCode()}
          />
          <div className={formStyles.actions}>
            <Button type="submit" disabled={updateState.isLoading}>
              {t('profile.confirmEmail')}
            </Button>
          </div>
        </form>
      </Modal>
    </>
  );
}
