/**
 * Tours for editors and admins: the list (title, price, on the site or hidden) and the editor — address, kind,
 * price, length, start days, the main image uploaded as it is chosen, and the texts in five language tabs (Russian
 * required, a mark on every language still missing; the description through the same rich-text editor as news).
 * Saved, a tour shows on the public tours page at once; it can be hidden or deleted.
 */
import { LANGUAGES, type Language, type LocalizedText, type StaffTour, type StaffTourPatch } from '@sapar/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { useLanguage } from '@/shared/lib/use-language';
import { Button, ButtonLink } from '@/shared/ui/button';
import { useConfirm } from '@/shared/ui/confirm-dialog';
import { FormAlert } from '@/shared/ui/form-field';
import { LanguageTabs } from '@/shared/staff/ui/language-tabs';
import {
  useCreateStaffTourMutation,
  useDeleteStaffTourMutation,
  useGetStaffTourQuery,
  useListStaffToursQuery,
  useUpdateStaffTourMutation,
} from '../api/content-api';
import styles from '../components/content-editor.module.css';
import { ImagePicker, type PickedImage } from '../components/image-picker';
import { QueryState } from '@/shared/staff/ui/query-state';
import { RichTextEditor } from '../components/rich-text-editor';
import tableStyles from '@/shared/staff/ui/staff-tables.module.css';
import { formatStaffMoney } from '@/shared/staff/lib/staff-format';
import { staffHref } from '@/shared/staff/staff-paths';
import { useMediaUpload } from '../hooks/use-media-upload';
import { useStaffMessage } from '@/shared/staff/lib/use-staff-message';

type Field = 'title' | 'summary' | 'region' | 'description' | 'includes';
type Texts = Record<Field, Record<Language, string>>;
const TEXT_FIELDS = ['title', 'summary', 'region', 'description'] as const;

interface Draft {
  slug: string;
  kind: 'domestic' | 'outbound';
  price: string;
  days: string;
  startDays: string;
  image: PickedImage | null;
  isPublished: boolean;
  texts: Texts;
}

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DAY_PATTERN = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const blank = (): Record<Language, string> => ({ ru: '', ky: '', en: '', tr: '', zh: '' });
const toInput = (text: LocalizedText): Record<Language, string> => ({
  ru: text.ru,
  ky: text.ky ?? '',
  en: text.en ?? '',
  tr: text.tr ?? '',
  zh: text.zh ?? '',
});

export function draftOfTour(tour: StaffTour | undefined): Draft {
  if (!tour)
    return {
      slug: '',
      kind: 'domestic',
      price: '',
      days: '',
      startDays: '',
      image: null,
      isPublished: true,
      texts: { title: blank(), summary: blank(), region: blank(), description: blank(), includes: blank() },
    };
  const includes = blank();
  for (const lang of LANGUAGES) includes[lang] = tour.includes.map((item) => item[lang] ?? '').join('\n');
  return {
    slug: tour.slug,
    kind: tour.kind,
    price: String(tour.price_from),
    days: String(tour.duration_days),
    startDays: tour.start_days.join(', '),
    image: tour.image,
    isPublished: tour.is_published,
    texts: {
      title: toInput(tour.title),
      summary: toInput(tour.summary),
      region: toInput(tour.region),
      description: toInput(tour.description),
      includes,
    },
  };
}

/** The languages with a blank text: the tabs mark them. */
export const missingTourLanguages = (texts: Texts) =>
  LANGUAGES.filter((language) => TEXT_FIELDS.some((field) => !texts[field][language].replace(/<[^>]*>/g, '').trim()));

function toLocalized(values: Record<Language, string>): LocalizedText {
  const text: LocalizedText = { ru: values.ru.trim() };
  for (const language of LANGUAGES)
    if (language !== 'ru' && values[language].trim()) text[language] = values[language].trim();
  return text;
}

/** "What the price includes": one line per item, the Russian lines counting; other languages line by line. */
function includesOf(values: Record<Language, string>): LocalizedText[] {
  const lines = (lang: Language) => values[lang].split('\n').map((line) => line.trim());
  const russian = lines('ru').filter(Boolean);
  const others = Object.fromEntries(LANGUAGES.map((lang) => [lang, lines(lang).filter(Boolean)]));
  return russian.map((ru, index) => {
    const item: LocalizedText = { ru };
    for (const lang of LANGUAGES) if (lang !== 'ru' && others[lang]?.[index]) item[lang] = others[lang][index];
    return item;
  });
}

const startDaysOf = (value: string) =>
  value
    .split(/[\s,;]+/)
    .map((day) => day.trim())
    .filter(Boolean);

/** The problems that keep a draft from being saved, as message keys of the staff catalogue. */
export function tourProblems(draft: Draft): string[] {
  const problems: string[] = [];
  if (!SLUG_PATTERN.test(draft.slug)) problems.push('content.errors.slug');
  if (!draft.texts.title.ru.trim()) problems.push('content.errors.titleRu');
  if (!draft.texts.summary.ru.trim()) problems.push('content.tours.errors.summaryRu');
  if (!draft.texts.region.ru.trim()) problems.push('content.tours.errors.regionRu');
  if (!draft.texts.description.ru.replace(/<[^>]*>/g, '').trim()) problems.push('content.tours.errors.descriptionRu');
  if (!/^\d+$/.test(draft.price.trim()) || Number(draft.price) < 1 || Number(draft.price) > 100_000_000)
    problems.push('content.tours.errors.price');
  if (!/^\d+$/.test(draft.days.trim()) || Number(draft.days) < 1 || Number(draft.days) > 60)
    problems.push('content.tours.errors.days');
  const days = startDaysOf(draft.startDays);
  if (days.length === 0 || days.some((day) => !DAY_PATTERN.test(day))) problems.push('content.tours.errors.startDays');
  if (!draft.image?.id) problems.push('content.errors.mainImage');
  return problems;
}

export function StaffToursPage() {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  useDocumentTitle(t('content.tours.title'));
  const tours = useListStaffToursQuery();
  const rows = tours.data?.results ?? [];
  return (
    <>
      <div className={tableStyles.toolbar}>
        <h1>{t('content.tours.title')}</h1>
        <ButtonLink to={staffHref('staffToursNew')}>{t('content.tours.create')}</ButtonLink>
      </div>
      <QueryState isLoading={tours.isLoading} error={tours.error} onRetry={() => void tours.refetch()}>
        <div className={tableStyles.tableWrap} role="region" aria-label={t('content.tours.title')} tabIndex={0}>
          <table className={tableStyles.table} aria-busy={tours.isFetching || undefined}>
            <caption>{t('content.tours.caption', { count: rows.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('content.tours.name')}</th>
                <th scope="col">{t('content.tours.price')}</th>
                <th scope="col">{t('content.tours.status')}</th>
                <th scope="col">{t('content.news.missing')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((tour) => (
                <tr key={tour.id}>
                  <td>
                    <span className={styles.titleCell}>
                      <img src={tour.image.url} alt="" width={64} height={36} loading="lazy" />
                      <Link to={staffHref('staffTourEdit', { id: String(tour.id) })}>
                        {tour.title[language] || tour.title.ru}
                      </Link>
                    </span>
                  </td>
                  <td>{formatStaffMoney(tour.price_from, 'KGS', language)}</td>
                  <td>
                    <span
                      className={`${tableStyles.badge} ${tour.is_published ? styles.state_published : styles.state_draft}`}
                    >
                      {tour.is_published ? t('content.tours.onSite') : t('content.tours.hidden')}
                    </span>
                  </td>
                  <td>{missingTourLanguages(draftOfTour(tour).texts).join(', ').toUpperCase() || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {tours.data && rows.length === 0 ? <p className={tableStyles.empty}>{t('content.tours.none')}</p> : null}
        </div>
      </QueryState>
    </>
  );
}

export function StaffTourEditorPage() {
  const { id } = useParams();
  const tourId = id && /^\d+$/.test(id) ? Number(id) : null;
  const tour = useGetStaffTourQuery(tourId ?? 0, { skip: tourId === null });
  if (tourId === null) return <TourEditor key="new" tour={undefined} />;
  return (
    <QueryState isLoading={tour.isLoading} error={tour.error} onRetry={() => void tour.refetch()}>
      {tour.data ? <TourEditor key={tour.data.id} tour={tour.data} /> : null}
    </QueryState>
  );
}

function TourEditor({ tour }: { tour: StaffTour | undefined }) {
  const { t } = useTranslation('staff');
  const navigate = useNavigate();
  const confirm = useConfirm();
  const formId = useId();
  const location = useLocation();
  useDocumentTitle(tour ? t('content.tours.editTitle') : t('content.tours.newTitle'));
  const [draft, setDraft] = useState<Draft>(() => draftOfTour(tour));
  const [tab, setTab] = useState<Language>('ru');
  const savedState = (location.state as { saved?: boolean } | null)?.saved;
  const { message, setMessage, report } = useStaffMessage(() =>
    savedState ? { text: t('content.tours.saved'), isError: false } : null,
  );
  const { upload, uploading } = useMediaUpload(report, () => setMessage(null));
  const [showErrors, setShowErrors] = useState(false);
  const [create, { isLoading: isCreating }] = useCreateStaffTourMutation();
  const [update, { isLoading: isUpdating }] = useUpdateStaffTourMutation();
  const [remove] = useDeleteStaffTourMutation();
  const isBusy = isCreating || isUpdating || uploading > 0;
  const missing = missingTourLanguages(draft.texts);
  const errors = showErrors ? tourProblems(draft) : [];

  const setText = (field: Field, lang: Language, value: string) =>
    setDraft((current) => ({
      ...current,
      texts: { ...current.texts, [field]: { ...current.texts[field], [lang]: value } },
    }));

  const save = async (isPublished = draft.isPublished) => {
    setMessage(null);
    const problems = tourProblems(draft);
    setShowErrors(problems.length > 0);
    if (problems.length > 0) return;
    const body = {
      slug: draft.slug,
      kind: draft.kind,
      title: toLocalized(draft.texts.title),
      summary: toLocalized(draft.texts.summary),
      region: toLocalized(draft.texts.region),
      description: toLocalized(draft.texts.description),
      includes: includesOf(draft.texts.includes),
      price_from: Number(draft.price),
      duration_days: Number(draft.days),
      start_days: startDaysOf(draft.startDays),
      is_published: isPublished,
    };
    try {
      if (!tour) {
        const created = await create({ ...body, image: draft.image!.id! }).unwrap();
        void navigate(staffHref('staffTourEdit', { id: String(created.id) }), {
          replace: true,
          state: { saved: true },
        });
        return;
      }
      const patch: StaffTourPatch = { ...body };
      if (draft.image?.id && draft.image.id !== tour.image.id) patch.image = draft.image.id;
      await update({ id: tour.id, patch }).unwrap();
      setDraft((current) => ({ ...current, isPublished }));
      setMessage({ text: t('content.tours.saved'), isError: false });
    } catch (error) {
      report(error);
    }
  };

  const deleteTour = async () => {
    if (!tour) return;
    const isSure = await confirm({
      description: t('content.tours.deleteConfirm', { title: tour.title.ru }),
      confirmLabel: t('content.editor.delete'),
    });
    if (!isSure) return;
    try {
      await remove(tour.id).unwrap();
      void navigate(staffHref('staffTours'));
    } catch (error) {
      report(error);
    }
  };

  return (
    <>
      <div className={tableStyles.toolbar}>
        <h1>{tour ? t('content.tours.editTitle') : t('content.tours.newTitle')}</h1>
        <ButtonLink variant="secondary" to={staffHref('staffTours')}>
          {t('content.tours.back')}
        </ButtonLink>
      </div>
      {tour ? (
        <p className={styles.stateLine}>
          {t('content.tours.status')}:{' '}
          <strong className={tour.is_published ? styles.state_published : styles.state_draft}>
            {tour.is_published ? t('content.tours.onSite') : t('content.tours.hidden')}
          </strong>
        </p>
      ) : null}
      <div aria-live="polite">
        {message ? <FormAlert variant={message.isError ? 'error' : 'success'}>{message.text}</FormAlert> : null}
      </div>
      {errors.length > 0 ? (
        <div role="alert" className={styles.errors}>
          <p>{t('content.errors.title')}</p>
          <ul>
            {errors.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <form
        id={formId}
        className={styles.layout}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <section className={styles.panel} aria-labelledby={`${formId}-texts`}>
          <h2 id={`${formId}-texts`} className={styles.panelTitle}>
            {t('content.editor.texts')}
          </h2>
          <label className={styles.field}>
            <span>{t('content.editor.slug')}</span>
            <input
              value={draft.slug}
              onChange={(event) => setDraft({ ...draft, slug: event.target.value.toLowerCase().replace(/\s+/g, '-') })}
              aria-invalid={draft.slug !== '' && !SLUG_PATTERN.test(draft.slug) ? true : undefined}
              aria-describedby={`${formId}-slug-hint`}
              autoComplete="off"
              spellCheck={false}
              required
            />
            <small id={`${formId}-slug-hint`}>{t('content.tours.slugHint')}</small>
          </label>
          <p className={styles.hint}>{t('content.editor.languagesHint')}</p>
          <LanguageTabs tab={tab} onTab={setTab} missing={missing}>
            {(lang) => (
              <>
                <label className={styles.field}>
                  <span>{t('content.tours.name')}</span>
                  <input
                    lang={lang}
                    maxLength={200}
                    value={draft.texts.title[lang]}
                    onChange={(event) => setText('title', lang, event.target.value)}
                    required={lang === 'ru'}
                  />
                </label>
                <label className={styles.field}>
                  <span>{t('content.tours.summary')}</span>
                  <textarea
                    lang={lang}
                    className={tableStyles.textarea}
                    maxLength={500}
                    rows={2}
                    value={draft.texts.summary[lang]}
                    onChange={(event) => setText('summary', lang, event.target.value)}
                    required={lang === 'ru'}
                  />
                </label>
                <label className={styles.field}>
                  <span>{t('content.tours.region')}</span>
                  <input
                    lang={lang}
                    maxLength={120}
                    value={draft.texts.region[lang]}
                    onChange={(event) => setText('region', lang, event.target.value)}
                    required={lang === 'ru'}
                  />
                </label>
                <div className={styles.field}>
                  <span id={`${formId}-description-${lang}`}>{t('content.tours.description')}</span>
                  {tab === lang ? (
                    <RichTextEditor
                      value={draft.texts.description[lang]}
                      onChange={(html) => setText('description', lang, html)}
                      labelledBy={`${formId}-description-${lang}`}
                      onUploadImage={async (file) => (await upload(file))?.url ?? null}
                      resetKey={`${tour?.id ?? 'new'}-${lang}`}
                      lang={lang}
                    />
                  ) : null}
                </div>
                <label className={styles.field}>
                  <span>{t('content.tours.includes')}</span>
                  <textarea
                    lang={lang}
                    className={tableStyles.textarea}
                    rows={4}
                    value={draft.texts.includes[lang]}
                    onChange={(event) => setText('includes', lang, event.target.value)}
                  />
                  <small>{t('content.tours.includesHint')}</small>
                </label>
              </>
            )}
          </LanguageTabs>
        </section>

        <div className={styles.side}>
          <section className={styles.panel} aria-labelledby={`${formId}-facts`}>
            <h2 id={`${formId}-facts`} className={styles.panelTitle}>
              {t('content.tours.facts')}
            </h2>
            <label className={styles.field}>
              <span>{t('content.tours.kind')}</span>
              <select
                className={tableStyles.inlineSelect}
                value={draft.kind}
                onChange={(event) => setDraft({ ...draft, kind: event.target.value as Draft['kind'] })}
              >
                <option value="domestic">{t('content.tours.kinds.domestic')}</option>
                <option value="outbound">{t('content.tours.kinds.outbound')}</option>
              </select>
            </label>
            <label className={styles.field}>
              <span>{t('content.tours.priceFrom')}</span>
              <input
                inputMode="numeric"
                value={draft.price}
                onChange={(event) => setDraft({ ...draft, price: event.target.value.replace(/[^\d]/g, '') })}
                required
              />
            </label>
            <label className={styles.field}>
              <span>{t('content.tours.days')}</span>
              <input
                inputMode="numeric"
                value={draft.days}
                onChange={(event) => setDraft({ ...draft, days: event.target.value.replace(/[^\d]/g, '') })}
                required
              />
            </label>
            <label className={styles.field}>
              <span>{t('content.tours.startDays')}</span>
              <input
                value={draft.startDays}
                onChange={(event) => setDraft({ ...draft, startDays: event.target.value })}
                aria-describedby={`${formId}-days-hint`}
                required
              />
              <small id={`${formId}-days-hint`}>{t('content.tours.startDaysHint')}</small>
            </label>
            <ImagePicker
              label={t('content.editor.mainImage')}
              image={draft.image}
              upload={upload}
              testId="tour-image-input"
              invalid={showErrors && !draft.image}
              onChange={(image) => setDraft((current) => ({ ...current, image }))}
            />
            {uploading > 0 ? <p role="status">{t('content.editor.uploading')}</p> : null}
          </section>

          <section className={styles.panel} aria-labelledby={`${formId}-publish`}>
            <h2 id={`${formId}-publish`} className={styles.panelTitle}>
              {t('content.editor.publication')}
            </h2>
            <div className={styles.actions}>
              <Button type="submit" disabled={isBusy}>
                {tour ? t('content.editor.save') : t('content.tours.saveNew')}
              </Button>
              {tour ? (
                <Button variant="secondary" disabled={isBusy} onClick={() => void save(!draft.isPublished)}>
                  {draft.isPublished ? t('content.tours.hide') : t('content.tours.show')}
                </Button>
              ) : null}
              {tour ? (
                <Button variant="danger" disabled={isBusy} onClick={() => void deleteTour()}>
                  {t('content.editor.delete')}
                </Button>
              ) : null}
            </div>
          </section>
        </div>
      </form>
    </>
  );
}
