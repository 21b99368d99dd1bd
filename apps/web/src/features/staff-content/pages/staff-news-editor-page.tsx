/**
 * Writing a news item (editors and admins): the address, the title, description and body in five language tabs
 * (Russian required, a mark on every language still missing), the main image and the gallery uploaded as they
 * are chosen, a preview of the card and of the page in any language, and save / publish / schedule / unpublish /
 * delete. The previews are drawn by the news feature's own components, passed in by the page that composes both;
 * the body, HTML typed here and not yet through the server, only inside a sandboxed frame (SandboxedHtml).
 */
import {
  LANGUAGES,
  NEWS_DESC_MAX,
  NEWS_TITLE_MAX,
  pickLocalized,
  type Language,
  type LocalizedText,
  type NewsDetail,
  type NewsListItem,
  type StaffNews,
  type StaffNewsPatch,
} from '@sapar/contracts';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { LANGUAGE_ENDONYMS } from '@/shared/i18n/language';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { useLanguage } from '@/shared/lib/use-language';
import { Button, ButtonLink } from '@/shared/ui/button';
import { useConfirm } from '@/shared/ui/confirm-dialog';
import { FormAlert } from '@/shared/ui/form-field';
import { LanguageTabs } from '@/shared/staff/ui/language-tabs';
import {
  useCreateStaffNewsMutation,
  useDeleteStaffNewsMutation,
  useGetStaffNewsQuery,
  useUpdateStaffNewsMutation,
} from '../api/content-api';
import styles from '../components/content-editor.module.css';
import { ImagePicker, type PickedImage } from '../components/image-picker';
import { QueryState } from '@/shared/staff/ui/query-state';
import { RichTextEditor } from '../components/rich-text-editor';
import { SandboxedHtml } from '../components/sandboxed-html';
import tableStyles from '@/shared/staff/ui/staff-tables.module.css';
import { formatStaffDateTime } from '@/shared/staff/lib/staff-format';
import { staffHref } from '@/shared/staff/staff-paths';
import { useMediaUpload } from '../hooks/use-media-upload';
import { useStaffMessage } from '@/shared/staff/lib/use-staff-message';

export interface NewsPreviewRenderers {
  renderCard: (item: NewsListItem) => ReactNode;
  /** The article, its body drawn by `renderContent` (a sandboxed frame): the draft's HTML never enters this page. */
  renderArticle: (item: NewsDetail, renderContent: (html: string, className: string) => ReactNode) => ReactNode;
}

type Field = 'title' | 'desc' | 'content';
type Texts = Record<Field, Record<Language, string>>;
type Image = PickedImage;

interface Draft {
  slug: string;
  texts: Texts;
  mainImage: Image | null;
  gallery: Image[];
  /** `datetime-local` value in the browser's zone; empty: when published. */
  publishedAt: string;
}

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const emptyTexts = (): Texts => ({
  title: { ru: '', ky: '', en: '', tr: '', zh: '' },
  desc: { ru: '', ky: '', en: '', tr: '', zh: '' },
  content: { ru: '', ky: '', en: '', tr: '', zh: '' },
});

const toInput = (text: LocalizedText): Record<Language, string> => ({
  ru: text.ru,
  ky: text.ky ?? '',
  en: text.en ?? '',
  tr: text.tr ?? '',
  zh: text.zh ?? '',
});

/**
 * The date field is in the agency's time, Bishkek (UTC+6 all year, no daylight saving), like every time the back
 * office shows, whatever the zone of the computer it is used on.
 */
const BISHKEK_OFFSET_MS = 6 * 3_600_000;
function toLocalInput(iso: string): string {
  return new Date(new Date(iso).getTime() + BISHKEK_OFFSET_MS).toISOString().slice(0, 16);
}
const fromLocalInput = (value: string) => new Date(`${value}:00+06:00`).toISOString();

function draftOf(news: StaffNews | undefined): Draft {
  if (!news) return { slug: '', texts: emptyTexts(), mainImage: null, gallery: [], publishedAt: '' };
  return {
    slug: news.slug,
    texts: { title: toInput(news.title), desc: toInput(news.desc), content: toInput(news.content) },
    mainImage: news.main_image,
    gallery: news.gallery,
    publishedAt: news.status === 'draft' ? '' : toLocalInput(news.published_at),
  };
}

/** The languages with a blank field: Russian first if it is one of them. */
const missingIn = (texts: Texts) =>
  LANGUAGES.filter((language) =>
    (['title', 'desc', 'content'] as const).some((field) => !texts[field][language].trim()),
  );

/** A text for the API: blank languages left out (they fall back to Russian). */
function toLocalized(values: Record<Language, string>): LocalizedText {
  const text: LocalizedText = { ru: values.ru.trim() };
  for (const language of LANGUAGES)
    if (language !== 'ru' && values[language].trim()) text[language] = values[language].trim();
  return text;
}

export function StaffNewsEditorPage(renderers: NewsPreviewRenderers) {
  const { id } = useParams();
  const newsId = id && /^\d+$/.test(id) ? Number(id) : null;
  const news = useGetStaffNewsQuery(newsId ?? 0, { skip: newsId === null });
  if (newsId === null) return <NewsEditor key="new" news={undefined} {...renderers} />;
  return (
    <QueryState isLoading={news.isLoading} error={news.error} onRetry={() => void news.refetch()}>
      {news.data ? <NewsEditor key={news.data.id} news={news.data} {...renderers} /> : null}
    </QueryState>
  );
}

function NewsEditor({ news, renderCard, renderArticle }: { news: StaffNews | undefined } & NewsPreviewRenderers) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const formId = useId();
  useDocumentTitle(news ? t('content.editor.editTitle') : t('content.editor.newTitle'));
  const [draft, setDraft] = useState<Draft>(() => draftOf(news));
  const [galleryTouched, setGalleryTouched] = useState(false);
  const [tab, setTab] = useState<Language>('ru');
  const [previewLanguage, setPreviewLanguage] = useState<Language>(language);
  const location = useLocation();
  // A new item, once created, opens at its own address: the confirmation comes along in the navigation state.
  const savedState = (location.state as { saved?: string } | null)?.saved;
  const { message, setMessage, report } = useStaffMessage(() =>
    savedState ? { text: t(`content.saved.${savedState}`), isError: false } : null,
  );
  const { upload, uploading } = useMediaUpload(report, () => setMessage(null));
  // Once a save was refused, the list of problems follows the fields as they are corrected.
  const [showErrors, setShowErrors] = useState(false);
  const [create, { isLoading: isCreating }] = useCreateStaffNewsMutation();
  const [update, { isLoading: isUpdating }] = useUpdateStaffNewsMutation();
  const [remove] = useDeleteStaffNewsMutation();
  const isBusy = isCreating || isUpdating || uploading > 0;
  const missing = missingIn(draft.texts);

  useEffect(() => setDraft(draftOf(news)), [news]);

  const setText = (field: Field, lang: Language, value: string) =>
    setDraft((current) => ({
      ...current,
      texts: { ...current.texts, [field]: { ...current.texts[field], [lang]: value } },
    }));

  const validate = (): string[] => {
    const problems: string[] = [];
    if (!SLUG_PATTERN.test(draft.slug)) problems.push(t('content.errors.slug'));
    if (!draft.texts.title.ru.trim()) problems.push(t('content.errors.titleRu'));
    if (!draft.texts.desc.ru.trim()) problems.push(t('content.errors.descRu'));
    if (!draft.texts.content.ru.trim()) problems.push(t('content.errors.contentRu'));
    if (!draft.mainImage) problems.push(t('content.errors.mainImage'));
    return problems;
  };

  const errors = showErrors ? validate() : [];
  const publishedAtIso = draft.publishedAt ? fromLocalInput(draft.publishedAt) : null;
  const isFuture = publishedAtIso !== null && new Date(publishedAtIso) > new Date();

  const save = async (status: 'draft' | 'published' | undefined) => {
    setMessage(null);
    const problems = validate();
    setShowErrors(problems.length > 0);
    if (problems.length > 0) return;
    const body = {
      slug: draft.slug,
      title: toLocalized(draft.texts.title),
      desc: toLocalized(draft.texts.desc),
      content: toLocalized(draft.texts.content),
    };
    try {
      if (!news) {
        const created = await create({
          ...body,
          main_image: draft.mainImage!.id!,
          gallery: draft.gallery.flatMap((image) => (image.id ? [image.id] : [])),
          status: status ?? 'draft',
          published_at: publishedAtIso,
        }).unwrap();
        void navigate(staffHref('staffNewsEdit', { id: String(created.id) }), {
          replace: true,
          state: { saved: created.state },
        });
        return;
      }
      const patch: StaffNewsPatch = { ...body };
      if (draft.mainImage?.id && draft.mainImage.id !== news.main_image.id) patch.main_image = draft.mainImage.id;
      if (galleryTouched) patch.gallery = draft.gallery.flatMap((image) => (image.id ? [image.id] : []));
      if (status) patch.status = status;
      if (publishedAtIso) patch.published_at = publishedAtIso;
      // Published without a date: from now (a scheduled item whose date was cleared comes out at once).
      else if (status === 'published') patch.published_at = new Date().toISOString();
      const saved = await update({ id: news.id, patch }).unwrap();
      setGalleryTouched(false);
      setMessage({ text: t(`content.saved.${saved.state}`), isError: false });
    } catch (error) {
      report(error);
    }
  };

  const deleteItem = async () => {
    if (!news) return;
    const isSure = await confirm({
      description: t('content.editor.deleteConfirm', { title: news.title.ru }),
      confirmLabel: t('content.editor.delete'),
    });
    if (!isSure) return;
    try {
      await remove(news.id).unwrap();
      void navigate(staffHref('staffNews'));
    } catch (error) {
      report(error);
    }
  };

  const moveGallery = (index: number, by: -1 | 1) => {
    setGalleryTouched(true);
    setDraft((current) => {
      const gallery = [...current.gallery];
      const [item] = gallery.splice(index, 1);
      if (item) gallery.splice(index + by, 0, item);
      return { ...current, gallery };
    });
  };

  const previewTitle = pickLocalized(toLocalized(draft.texts.title), previewLanguage);
  const previewItem: NewsListItem = {
    slug: draft.slug || 'preview',
    title: previewTitle,
    desc: pickLocalized(toLocalized(draft.texts.desc), previewLanguage),
    main_image: draft.mainImage?.url ?? '',
    published_at: publishedAtIso ?? news?.published_at ?? new Date().toISOString(),
  };
  const previewDetail: NewsDetail = {
    ...previewItem,
    content: pickLocalized(toLocalized(draft.texts.content), previewLanguage),
    gallery: draft.gallery.map((image) => ({ image: image.url, alt: previewTitle })),
  };

  const state = news?.state ?? 'draft';
  return (
    <>
      <div className={tableStyles.toolbar}>
        <h1>{news ? t('content.editor.editTitle') : t('content.editor.newTitle')}</h1>
        <ButtonLink variant="secondary" to={staffHref('staffNews')}>
          {t('content.editor.back')}
        </ButtonLink>
      </div>
      <p className={styles.stateLine}>
        {t('content.news.state')}: <strong className={styles[`state_${state}`]}>{t(`content.states.${state}`)}</strong>
        {news && news.status === 'published' ? ` · ${formatStaffDateTime(news.published_at, language)}` : ''}
      </p>
      <div aria-live="polite">
        {message ? <FormAlert variant={message.isError ? 'error' : 'success'}>{message.text}</FormAlert> : null}
      </div>
      {errors.length > 0 ? (
        <div role="alert" className={styles.errors}>
          <p>{t('content.errors.title')}</p>
          <ul>
            {errors.map((error) => (
              <li key={error}>{error}</li>
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
          void save(undefined);
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
            <small id={`${formId}-slug-hint`}>{t('content.editor.slugHint')}</small>
          </label>
          <p className={styles.hint}>{t('content.editor.languagesHint')}</p>
          <LanguageTabs tab={tab} onTab={setTab} missing={missing}>
            {(lang) => (
              <>
                <label className={styles.field}>
                  <span>{t('content.editor.title')}</span>
                  <input
                    lang={lang}
                    maxLength={NEWS_TITLE_MAX}
                    value={draft.texts.title[lang]}
                    onChange={(event) => setText('title', lang, event.target.value)}
                    required={lang === 'ru'}
                  />
                </label>
                <label className={styles.field}>
                  <span>{t('content.editor.desc')}</span>
                  <textarea
                    lang={lang}
                    className={tableStyles.textarea}
                    maxLength={NEWS_DESC_MAX}
                    rows={3}
                    value={draft.texts.desc[lang]}
                    onChange={(event) => setText('desc', lang, event.target.value)}
                    required={lang === 'ru'}
                  />
                </label>
                <div className={styles.field}>
                  <span id={`${formId}-content-${lang}`}>{t('content.editor.content')}</span>
                  {tab === lang ? (
                    <RichTextEditor
                      value={draft.texts.content[lang]}
                      onChange={(html) => setText('content', lang, html)}
                      labelledBy={`${formId}-content-${lang}`}
                      onUploadImage={async (file) => (await upload(file))?.url ?? null}
                      resetKey={`${news?.id ?? 'new'}-${lang}`}
                      lang={lang}
                    />
                  ) : null}
                </div>
              </>
            )}
          </LanguageTabs>
        </section>

        <div className={styles.side}>
          <section className={styles.panel} aria-labelledby={`${formId}-images`}>
            <h2 id={`${formId}-images`} className={styles.panelTitle}>
              {t('content.editor.images')}
            </h2>
            <ImagePicker
              label={t('content.editor.mainImage')}
              image={draft.mainImage}
              upload={upload}
              testId="main-image-input"
              onChange={(image) => setDraft((current) => ({ ...current, mainImage: image }))}
            />
            <div className={styles.field}>
              <span id={`${formId}-gallery`}>{t('content.editor.gallery')}</span>
              <ul className={styles.gallery} aria-labelledby={`${formId}-gallery`}>
                {draft.gallery.map((image, index) => (
                  <li key={`${image.url}-${index}`}>
                    <img src={image.url} alt={t('content.editor.galleryItem', { n: index + 1 })} />
                    <div className={styles.galleryButtons}>
                      <button
                        type="button"
                        className={styles.toolButton}
                        disabled={index === 0}
                        onClick={() => moveGallery(index, -1)}
                        aria-label={t('content.editor.moveUp', { n: index + 1 })}
                      >
                        <span aria-hidden="true">↑</span>
                      </button>
                      <button
                        type="button"
                        className={styles.toolButton}
                        disabled={index === draft.gallery.length - 1}
                        onClick={() => moveGallery(index, 1)}
                        aria-label={t('content.editor.moveDown', { n: index + 1 })}
                      >
                        <span aria-hidden="true">↓</span>
                      </button>
                      <button
                        type="button"
                        className={styles.toolButton}
                        aria-label={t('content.editor.removeImage', { n: index + 1 })}
                        onClick={() => {
                          setGalleryTouched(true);
                          setDraft((current) => ({
                            ...current,
                            gallery: current.gallery.filter((_, i) => i !== index),
                          }));
                        }}
                      >
                        <span aria-hidden="true">✕</span>
                      </button>
                    </div>
                  </li>
                ))}
              </ul>
              <input
                type="file"
                accept="image/*"
                multiple
                aria-labelledby={`${formId}-gallery`}
                onChange={(event) => {
                  const files = [...(event.target.files ?? [])];
                  event.target.value = '';
                  void (async () => {
                    for (const file of files) {
                      const image = await upload(file);
                      if (image) {
                        setGalleryTouched(true);
                        setDraft((current) => ({ ...current, gallery: [...current.gallery, image] }));
                      }
                    }
                  })();
                }}
              />
            </div>
            {uploading > 0 ? <p role="status">{t('content.editor.uploading')}</p> : null}
          </section>

          <section className={styles.panel} aria-labelledby={`${formId}-publish`}>
            <h2 id={`${formId}-publish`} className={styles.panelTitle}>
              {t('content.editor.publication')}
            </h2>
            <label className={styles.field}>
              <span>{t('content.editor.publishedAt')}</span>
              <input
                type="datetime-local"
                value={draft.publishedAt}
                onChange={(event) => setDraft({ ...draft, publishedAt: event.target.value })}
                aria-describedby={`${formId}-date-hint`}
              />
              <small id={`${formId}-date-hint`}>{t('content.editor.publishedAtHint')}</small>
            </label>
            <div className={styles.actions}>
              <Button type="submit" variant="secondary" disabled={isBusy}>
                {news ? t('content.editor.save') : t('content.editor.saveDraft')}
              </Button>
              {state !== 'published' || isFuture ? (
                <Button disabled={isBusy} onClick={() => void save('published')}>
                  {isFuture ? t('content.editor.schedule') : t('content.editor.publish')}
                </Button>
              ) : null}
              {news && news.status === 'published' ? (
                <Button variant="secondary" disabled={isBusy} onClick={() => void save('draft')}>
                  {t('content.editor.unpublish')}
                </Button>
              ) : null}
              {news ? (
                <Button variant="danger" disabled={isBusy} onClick={() => void deleteItem()}>
                  {t('content.editor.delete')}
                </Button>
              ) : null}
            </div>
          </section>
        </div>
      </form>

      <section className={styles.preview} aria-labelledby={`${formId}-preview`}>
        <div className={styles.previewHead}>
          <h2 id={`${formId}-preview`} className={styles.panelTitle}>
            {t('content.preview.title')}
          </h2>
          <label>
            {t('content.preview.language')}{' '}
            <select
              className={tableStyles.inlineSelect}
              value={previewLanguage}
              onChange={(event) => setPreviewLanguage(event.target.value as Language)}
            >
              {LANGUAGES.map((lang) => (
                <option key={lang} value={lang}>
                  {LANGUAGE_ENDONYMS[lang]}
                </option>
              ))}
            </select>
          </label>
        </div>
        <p className={styles.hint}>{t('content.preview.note')}</p>
        <div className={styles.previewGrid} lang={previewLanguage}>
          <div>
            <h3 className={styles.previewLabel}>{t('content.preview.card')}</h3>
            <div className={styles.previewCard}>{renderCard(previewItem)}</div>
          </div>
          <div>
            <h3 className={styles.previewLabel}>{t('content.preview.page')}</h3>
            <div className={styles.previewPage}>
              {renderArticle(previewDetail, (html, className) => (
                <SandboxedHtml
                  html={html}
                  className={className}
                  lang={previewLanguage}
                  title={t('content.preview.frame')}
                />
              ))}
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
