/**
 * The public offer and the privacy policy for editors and admins: the current text in five language tabs (Russian
 * required, a mark on missing translations), published as a new version (the site and the privacy PDF show it at
 * once), and the list of every published version with its date and author.
 */
import { CONTENT_PAGE_SLUGS, LANGUAGES, type Language, type LocalizedText, type StaffPage } from '@sapar/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { useLanguage } from '@/shared/lib/use-language';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-field';
import { LanguageTabs } from '@/shared/staff/ui/language-tabs';
import { uploadStaffMedia, useGetStaffPageQuery, usePublishStaffPageMutation } from '../api/content-api';
import styles from '../components/content-editor.module.css';
import { QueryState } from '@/shared/staff/ui/query-state';
import { RichTextEditor } from '../components/rich-text-editor';
import tableStyles from '@/shared/staff/ui/staff-tables.module.css';
import { formatStaffDateTime } from '@/shared/staff/lib/staff-format';
import { useStaffMessage } from '@/shared/staff/lib/use-staff-message';

type Slug = (typeof CONTENT_PAGE_SLUGS)[number];
type Texts = Record<'title' | 'content', Record<Language, string>>;

const toInput = (text: LocalizedText): Record<Language, string> => ({
  ru: text.ru,
  ky: text.ky ?? '',
  en: text.en ?? '',
  tr: text.tr ?? '',
  zh: text.zh ?? '',
});
function toLocalized(values: Record<Language, string>): LocalizedText {
  const text: LocalizedText = { ru: values.ru.trim() };
  for (const language of LANGUAGES)
    if (language !== 'ru' && values[language].trim()) text[language] = values[language].trim();
  return text;
}

export function StaffPagesPage() {
  const { t } = useTranslation('staff');
  useDocumentTitle(t('content.pages.title'));
  const [slug, setSlug] = useState<Slug>('offer');
  const page = useGetStaffPageQuery(slug);
  // Kept here: the editor below starts afresh with each published version, the confirmation stays.
  const { message, setMessage, report } = useStaffMessage();
  return (
    <>
      <div className={tableStyles.toolbar}>
        <h1>{t('content.pages.title')}</h1>
        <label>
          {t('content.pages.page')}{' '}
          <select
            className={tableStyles.inlineSelect}
            value={slug}
            onChange={(event) => {
              setMessage(null);
              setSlug(event.target.value as Slug);
            }}
          >
            {CONTENT_PAGE_SLUGS.map((value) => (
              <option key={value} value={value}>
                {t(`content.pages.${value}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <QueryState isLoading={page.isFetching && !page.data} error={page.error} onRetry={() => void page.refetch()}>
        {page.data && page.data.slug === slug ? (
          <PageEditor
            key={`${slug}-${page.data.updated_at}`}
            page={page.data}
            message={message}
            report={report}
            setMessage={setMessage}
          />
        ) : null}
      </QueryState>
    </>
  );
}

interface Message {
  text: string;
  isError: boolean;
}

function PageEditor({
  page,
  message,
  setMessage,
  report,
}: {
  page: StaffPage;
  message: Message | null;
  setMessage: (message: Message | null) => void;
  report: (error: unknown) => void;
}) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const id = useId();
  const [texts, setTexts] = useState<Texts>({ title: toInput(page.title), content: toInput(page.content) });
  const [tab, setTab] = useState<Language>('ru');
  const [publish, { isLoading }] = usePublishStaffPageMutation();
  const missing = LANGUAGES.filter((lang) => !texts.title[lang].trim() || !texts.content[lang].trim());
  const set = (field: keyof Texts, lang: Language, value: string) =>
    setTexts((current) => ({ ...current, [field]: { ...current[field], [lang]: value } }));

  const submit = async () => {
    setMessage(null);
    if (!texts.title.ru.trim() || !texts.content.ru.trim())
      return setMessage({ text: t('content.pages.ruRequired'), isError: true });
    try {
      const saved = await publish({
        slug: page.slug,
        body: { title: toLocalized(texts.title), content: toLocalized(texts.content) },
      }).unwrap();
      setMessage({ text: t('content.pages.published', { version: saved.versions[0]?.version ?? 1 }), isError: false });
    } catch (error) {
      report(error);
    }
  };

  return (
    <div className={styles.layout}>
      <section className={styles.panel} aria-labelledby={`${id}-texts`}>
        <h2 id={`${id}-texts`} className={styles.panelTitle}>
          {t('content.editor.texts')}
        </h2>
        <div aria-live="polite">
          {message ? <FormAlert variant={message.isError ? 'error' : 'success'}>{message.text}</FormAlert> : null}
        </div>
        <LanguageTabs tab={tab} onTab={setTab} missing={missing}>
          {(lang) => (
            <>
              <label className={styles.field}>
                <span>{t('content.editor.title')}</span>
                <input
                  lang={lang}
                  value={texts.title[lang]}
                  onChange={(event) => set('title', lang, event.target.value)}
                  required={lang === 'ru'}
                />
              </label>
              <div className={styles.field}>
                <span id={`${id}-content-${lang}`}>{t('content.pages.text')}</span>
                {tab === lang ? (
                  <RichTextEditor
                    value={texts.content[lang]}
                    onChange={(html) => set('content', lang, html)}
                    labelledBy={`${id}-content-${lang}`}
                    onUploadImage={async (file) => {
                      try {
                        return (await uploadStaffMedia(file)).url;
                      } catch (error) {
                        report(error);
                        return null;
                      }
                    }}
                    resetKey={`${page.slug}-${lang}`}
                    lang={lang}
                  />
                ) : null}
              </div>
            </>
          )}
        </LanguageTabs>
        <Button disabled={isLoading} onClick={() => void submit()}>
          {t('content.pages.publish')}
        </Button>
      </section>
      <section className={styles.panel} aria-labelledby={`${id}-versions`}>
        <h2 id={`${id}-versions`} className={styles.panelTitle}>
          {t('content.pages.versions')}
        </h2>
        <p className={styles.hint}>
          {t('content.pages.current', { date: formatStaffDateTime(page.updated_at, language) })}
        </p>
        {page.versions.length === 0 ? (
          <p className={styles.hint}>{t('content.pages.noVersions')}</p>
        ) : (
          <ol className={styles.faqQuestions}>
            {page.versions.map((version) => (
              <li key={version.version} className={styles.faqRow}>
                <span>{t('content.pages.version', { version: version.version })}</span>
                <span>
                  {formatStaffDateTime(version.published_at, language)} ·{' '}
                  {version.published_by ?? t('content.pages.original')}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
