/**
 * The saved passenger tab: the one passenger an account may keep ("Only one passenger's data can
 * be saved"), shown, created or replaced through a form with the passenger rules, and deleted
 * after the confirm dialog.
 */
import { PASSENGER_TYPES, savedPassengerFormSchema, type SavedPassengerResponse } from '@sapar/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReferenceLists } from '@/shared/api/reference-api';
import { getErrorMessage, getFieldErrors } from '@/shared/lib/api-error-message';
import { useLanguage } from '@/shared/lib/use-language';
import { useZodForm } from '@/shared/lib/use-zod-form';
import { Button } from '@/shared/ui/button';
import { ErrorState } from '@/shared/ui/error-state';
import { DateField, FieldGrid, FormAlert, TextField, formStyles } from '@/shared/ui/form-field';
import { FormSelectField } from '@/shared/ui/form-select-field';
import { useConfirm } from '@/shared/ui/confirm-dialog';
import { SuitcaseIcon } from '@/shared/ui/icons';
import { useNotify } from '@/shared/ui/notification';
import { Spinner } from '@/shared/ui/spinner';
import {
  useDeleteSavedPassengerMutation,
  useGetSavedPassengerQuery,
  useSaveSavedPassengerMutation,
} from '../api/account-api';
import { toDisplayDate } from '../model/dates';
import { EMPTY_PASSENGER, toPassengerFormValues, toSavedPassengerInput } from '../model/passenger-form';
import { DetailsList } from './details-list';
import { titleOf } from './profile-view';
import { usePersonFieldLabels } from './use-field-labels';
import styles from './account.module.css';

export function SavedPassengerPanel() {
  const { t } = useTranslation();
  const notify = useNotify();
  const confirm = useConfirm();
  const query = useGetSavedPassengerQuery();
  const [deletePassenger, deleteState] = useDeleteSavedPassengerMutation();
  const [isEditing, setIsEditing] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  if (query.isLoading) return <Spinner />;
  if (query.error) {
    return (
      <ErrorState
        message={getErrorMessage(query.error, t)}
        action={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('errors.retry')}
          </Button>
        }
      />
    );
  }

  const passenger = query.data ?? null;
  const finishEditing = () => {
    setIsEditing(false);
    setTimeout(() => headingRef.current?.focus(), 0);
  };

  const remove = async () => {
    const isConfirmed = await confirm({
      title: t('passenger.deleteTitle'),
      description: t('passenger.deleteConfirm'),
      confirmLabel: t('passenger.delete'),
    });
    if (!isConfirmed) return;
    try {
      await deletePassenger().unwrap();
      notify.open({ variant: 'success', message: t('passenger.deleted') });
      headingRef.current?.focus();
    } catch (error) {
      notify.open({ variant: 'error', message: getErrorMessage(error, t) });
    }
  };

  return (
    <section aria-labelledby="saved-passenger-title">
      <div className={styles.panelHeader}>
        <h2 id="saved-passenger-title" ref={headingRef} tabIndex={-1} className={styles.panelTitle}>
          {t('passenger.title')}
        </h2>
      </div>
      <p className={styles.note} data-testid="one-passenger-note">
        {t('passenger.onlyOne')}
      </p>

      {isEditing ? (
        <PassengerForm passenger={passenger} onDone={finishEditing} />
      ) : passenger ? (
        <>
          <PassengerDetails passenger={passenger} />
          <div className={formStyles.actions}>
            <Button variant="secondary" onClick={() => setIsEditing(true)}>
              {t('passenger.edit')}
            </Button>
            <Button variant="danger" onClick={() => void remove()} disabled={deleteState.isLoading}>
              {t('passenger.delete')}
            </Button>
          </div>
        </>
      ) : (
        <div className={styles.emptyState}>
          <SuitcaseIcon width={40} height={40} className={styles.emptyIcon} />
          <p>{t('passenger.empty')}</p>
          <Button onClick={() => setIsEditing(true)}>{t('passenger.add')}</Button>
        </div>
      )}
    </section>
  );
}

function PassengerDetails({ passenger }: { passenger: SavedPassengerResponse }) {
  const { t } = useTranslation();
  const labels = usePersonFieldLabels();
  const { countries, genders, documentTypes } = useReferenceLists();
  return (
    <div className={styles.passengerDetails}>
      <DetailsList
        items={[
          { label: labels.type, value: t(`passenger.types.${passenger.type}`) },
          { label: labels.last_name, value: passenger.last_name },
          { label: labels.first_name, value: passenger.first_name },
          { label: labels.gender, value: titleOf(genders, passenger.gender) },
          { label: labels.birth_date, value: toDisplayDate(passenger.birth_date) },
          { label: labels.citizenship, value: titleOf(countries, passenger.citizenship) },
          { label: labels.document_type, value: titleOf(documentTypes, passenger.document_type) },
          { label: labels.document_number, value: passenger.document_number },
          { label: labels.document_expiry, value: toDisplayDate(passenger.document_expiry) },
          { label: labels.email, value: passenger.email },
          { label: labels.phone, value: passenger.phone },
        ]}
      />
    </div>
  );
}

function PassengerForm({ passenger, onDone }: { passenger: SavedPassengerResponse | null; onDone: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const language = useLanguage();
  const labels = usePersonFieldLabels();
  const { countries, genders, documentTypes } = useReferenceLists();
  const [formError, setFormError] = useState('');
  const [save, { isLoading }] = useSaveSavedPassengerMutation();
  const form = useZodForm({
    schema: savedPassengerFormSchema,
    defaultValues: passenger ? toPassengerFormValues(passenger) : EMPTY_PASSENGER,
    labels,
    dependencies: { type: ['birth_date'] },
  });
  const typeOptions = PASSENGER_TYPES.map((type) => ({ id: type, title: t(`passenger.types.${type}`) }));
  const latinHint = t('passenger.latinHint');

  const submit = form.handleSubmit(async (values) => {
    try {
      await save(toSavedPassengerInput(values)).unwrap();
      notify.open({ variant: 'success', message: t('passenger.saved') });
      onDone();
    } catch (error) {
      if (!form.setServerErrors(getFieldErrors(error), { shouldFocus: true })) setFormError(getErrorMessage(error, t));
    }
  });

  return (
    <form
      onSubmit={(event) => {
        setFormError('');
        void submit(event);
      }}
      noValidate
      aria-label={passenger ? t('passenger.editTitle') : t('passenger.addTitle')}
      className={`${formStyles.form} ${styles.passengerForm}`}
    >
      {language === 'zh' ? (
        <FormAlert variant="info">
          <span data-testid="latin-only-note">{t('passenger.latinOnlyNote')}</span>
        </FormAlert>
      ) : null}
      <FormAlert>{formError}</FormAlert>
      <FieldGrid>
        <TextField
          label={labels.last_name}
          autoComplete="off"
          autoCapitalize="characters"
          required
          hint={latinHint}
          {...form.field('last_name')}
        />
        <TextField
          label={labels.first_name}
          autoComplete="off"
          autoCapitalize="characters"
          required
          hint={latinHint}
          {...form.field('first_name')}
        />
        <FormSelectField control={form.control} name="type" label={labels.type} options={typeOptions} required />
        <FormSelectField
          control={form.control}
          name="gender"
          label={labels.gender}
          options={genders}
          placeholder={t('form.notSelected')}
          required
        />
        <DateField label={labels.birth_date} required {...form.field('birth_date')} />
        <FormSelectField
          control={form.control}
          name="citizenship"
          label={labels.citizenship}
          options={countries}
          placeholder={t('form.notSelected')}
          required
        />
        <FormSelectField
          control={form.control}
          name="document_type"
          label={labels.document_type}
          options={documentTypes}
          placeholder={t('form.notSelected')}
          required
        />
        <TextField label={labels.document_number} autoComplete="off" required {...form.field('document_number')} />
        <DateField label={labels.document_expiry} {...form.field('document_expiry')} />
        <TextField label={labels.email} type="email" autoComplete="off" {...form.field('email')} />
        <TextField
          label={labels.phone}
          type="tel"
          autoComplete="off"
          placeholder={t('form.phonePlaceholder')}
          {...form.field('phone')}
        />
      </FieldGrid>
      <div className={formStyles.actions}>
        <Button variant="secondary" onClick={onDone}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={isLoading}>
          {t('form.save')}
        </Button>
      </div>
    </form>
  );
}
