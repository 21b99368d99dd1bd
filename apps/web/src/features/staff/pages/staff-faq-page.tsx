/**
 * The FAQ for editors and admins: categories and their questions in the order readers see them, moved with up/down
 * buttons (keyboard and screen readers reach them like any button), questions shown or hidden, deleted, and new
 * categories and questions added with their texts in the five languages (Russian required).
 */
import { LANGUAGES, type Language, type LocalizedText, type StaffFaq } from '@sapar/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LANGUAGE_ENDONYMS } from '@/shared/i18n/language';
import { getErrorMessage } from '@/shared/lib/api-error-message';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { useLanguage } from '@/shared/lib/use-language';
import { Button } from '@/shared/ui/button';
import { useConfirm } from '@/shared/ui/confirm-dialog';
import { FormAlert } from '@/shared/ui/form-field';
import { useChangeStaffFaqMutation, useGetStaffFaqQuery } from '../api/content-api';
import styles from '../components/content-editor.module.css';
import { QueryState, redirectForError } from '../components/query-state';
import tableStyles from '../components/staff-tables.module.css';

type Change = Parameters<ReturnType<typeof useChangeStaffFaqMutation>[0]>[0];
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const empty = (): Record<Language, string> => ({ ru: '', ky: '', en: '', tr: '', zh: '' });

function toLocalized(values: Record<Language, string>, asHtml = false): LocalizedText {
  // Answers are typed as plain text: each paragraph becomes a <p> (the server's allow-list keeps those).
  const format = (value: string) =>
    asHtml
      ? value
          .split(/\n{2,}/)
          .map((part) => part.trim())
          .filter(Boolean)
          .map(
            (part) =>
              `<p>${part.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\n/g, '<br>')}</p>`,
          )
          .join('')
      : value.trim();
  const text: LocalizedText = { ru: format(values.ru) };
  for (const language of LANGUAGES)
    if (language !== 'ru' && values[language].trim()) text[language] = format(values[language]);
  return text;
}

export function StaffFaqPage() {
  const { t } = useTranslation('staff');
  const { t: tSite } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const confirm = useConfirm();
  useDocumentTitle(t('content.faq.title'));
  const faq = useGetStaffFaqQuery();
  const [change, { isLoading }] = useChangeStaffFaqMutation();
  const [message, setMessage] = useState<{ text: string; isError: boolean } | null>(null);

  const run = async (next: Change, done?: string): Promise<boolean> => {
    setMessage(null);
    try {
      await change(next).unwrap();
      if (done) setMessage({ text: done, isError: false });
      return true;
    } catch (error) {
      if (!redirectForError(error, (to) => void navigate(to)))
        setMessage({ text: getErrorMessage(error, tSite), isError: true });
      return false;
    }
  };
  const pick = (text: LocalizedText) => text[language] || text.ru;
  const categories = faq.data?.categories ?? [];

  return (
    <>
      <div className={tableStyles.toolbar}>
        <h1>{t('content.faq.title')}</h1>
      </div>
      <div aria-live="polite">
        {message ? <FormAlert variant={message.isError ? 'error' : 'success'}>{message.text}</FormAlert> : null}
      </div>
      <QueryState isLoading={faq.isLoading} error={faq.error} onRetry={() => void faq.refetch()}>
        <ol className={styles.faqList}>
          {categories.map((category, index) => (
            <li key={category.id} className={styles.panel}>
              <div className={styles.faqRow}>
                <h2 className={styles.panelTitle}>{pick(category.title)}</h2>
                <div className={styles.galleryButtons}>
                  <button
                    type="button"
                    className={styles.toolButton}
                    disabled={isLoading || index === 0}
                    aria-label={t('content.faq.moveUp', { name: pick(category.title) })}
                    onClick={() => void run({ kind: 'moveCategory', id: category.id, direction: 'up' })}
                  >
                    <span aria-hidden="true">↑</span>
                  </button>
                  <button
                    type="button"
                    className={styles.toolButton}
                    disabled={isLoading || index === categories.length - 1}
                    aria-label={t('content.faq.moveDown', { name: pick(category.title) })}
                    onClick={() => void run({ kind: 'moveCategory', id: category.id, direction: 'down' })}
                  >
                    <span aria-hidden="true">↓</span>
                  </button>
                  <button
                    type="button"
                    className={styles.toolButton}
                    disabled={isLoading}
                    aria-label={t('content.faq.delete', { name: pick(category.title) })}
                    onClick={() =>
                      void confirm({
                        description: t('content.faq.deleteCategoryConfirm', { name: pick(category.title) }),
                        confirmLabel: t('content.editor.delete'),
                      }).then((isSure) => isSure && run({ kind: 'deleteCategory', id: category.id }))
                    }
                  >
                    <span aria-hidden="true">✕</span>
                  </button>
                </div>
              </div>
              {category.questions.length === 0 ? <p className={styles.hint}>{t('content.faq.noQuestions')}</p> : null}
              <ol className={styles.faqQuestions}>
                {category.questions.map((question, qIndex) => (
                  <li key={question.id} className={styles.faqRow}>
                    <span className={question.is_published ? undefined : styles.faqHidden}>
                      {pick(question.question)}
                      {question.is_published ? null : ` (${t('content.faq.hidden')})`}
                    </span>
                    <div className={styles.galleryButtons}>
                      <button
                        type="button"
                        className={styles.toolButton}
                        disabled={isLoading || qIndex === 0}
                        aria-label={t('content.faq.moveUp', { name: pick(question.question) })}
                        onClick={() => void run({ kind: 'moveQuestion', id: question.id, direction: 'up' })}
                      >
                        <span aria-hidden="true">↑</span>
                      </button>
                      <button
                        type="button"
                        className={styles.toolButton}
                        disabled={isLoading || qIndex === category.questions.length - 1}
                        aria-label={t('content.faq.moveDown', { name: pick(question.question) })}
                        onClick={() => void run({ kind: 'moveQuestion', id: question.id, direction: 'down' })}
                      >
                        <span aria-hidden="true">↓</span>
                      </button>
                      <button
                        type="button"
                        className={styles.toolButton}
                        disabled={isLoading}
                        aria-pressed={!question.is_published}
                        onClick={() =>
                          void run({
                            kind: 'patchQuestion',
                            id: question.id,
                            body: { is_published: !question.is_published },
                          })
                        }
                      >
                        {question.is_published ? t('content.faq.hide') : t('content.faq.show')}
                        <span className="visually-hidden">: {pick(question.question)}</span>
                      </button>
                      <button
                        type="button"
                        className={styles.toolButton}
                        disabled={isLoading}
                        aria-label={t('content.faq.delete', { name: pick(question.question) })}
                        onClick={() =>
                          void confirm({
                            description: t('content.faq.deleteQuestionConfirm', { name: pick(question.question) }),
                            confirmLabel: t('content.editor.delete'),
                          }).then((isSure) => isSure && run({ kind: 'deleteQuestion', id: question.id }))
                        }
                      >
                        <span aria-hidden="true">✕</span>
                      </button>
                    </div>
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ol>
        <div className={styles.layout}>
          <NewQuestionForm faq={faq.data} pick={pick} onSubmit={run} />
          <NewCategoryForm onSubmit={run} />
        </div>
      </QueryState>
    </>
  );
}

function LanguageFields({
  label,
  values,
  onChange,
  multiline = false,
}: {
  label: string;
  values: Record<Language, string>;
  onChange: (next: Record<Language, string>) => void;
  multiline?: boolean;
}) {
  const { t } = useTranslation('staff');
  return (
    <fieldset className={styles.languageFields}>
      <legend>{label}</legend>
      {LANGUAGES.map((lang) => (
        <label key={lang} className={styles.field}>
          <span>
            {LANGUAGE_ENDONYMS[lang]}
            {lang === 'ru' ? ` (${t('content.editor.ruRequired')})` : ''}
          </span>
          {multiline ? (
            <textarea
              lang={lang}
              className={tableStyles.textarea}
              rows={3}
              value={values[lang]}
              onChange={(event) => onChange({ ...values, [lang]: event.target.value })}
              required={lang === 'ru'}
            />
          ) : (
            <input
              lang={lang}
              value={values[lang]}
              onChange={(event) => onChange({ ...values, [lang]: event.target.value })}
              required={lang === 'ru'}
            />
          )}
        </label>
      ))}
    </fieldset>
  );
}

function NewCategoryForm({ onSubmit }: { onSubmit: (change: Change, done?: string) => Promise<boolean> }) {
  const { t } = useTranslation('staff');
  const [slug, setSlug] = useState('');
  const [title, setTitle] = useState(empty);
  const [error, setError] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!SLUG_PATTERN.test(slug)) return setError(t('content.errors.slug'));
    if (!title.ru.trim()) return setError(t('content.errors.titleRu'));
    setError('');
    if (await onSubmit({ kind: 'addCategory', body: { slug, title: toLocalized(title) } }, t('content.faq.added'))) {
      setSlug('');
      setTitle(empty());
    }
  };
  return (
    <form
      className={styles.panel}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="faq-new-category"
    >
      <h2 id="faq-new-category" className={styles.panelTitle}>
        {t('content.faq.newCategory')}
      </h2>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <label className={styles.field}>
        <span>{t('content.editor.slug')}</span>
        <input
          value={slug}
          onChange={(event) => setSlug(event.target.value.toLowerCase())}
          autoComplete="off"
          spellCheck={false}
        />
      </label>
      <LanguageFields label={t('content.editor.title')} values={title} onChange={setTitle} />
      <Button type="submit">{t('content.faq.addCategory')}</Button>
    </form>
  );
}

function NewQuestionForm({
  faq,
  pick,
  onSubmit,
}: {
  faq: StaffFaq | undefined;
  pick: (text: LocalizedText) => string;
  onSubmit: (change: Change, done?: string) => Promise<boolean>;
}) {
  const { t } = useTranslation('staff');
  const [categoryId, setCategoryId] = useState('');
  const [slug, setSlug] = useState('');
  const [question, setQuestion] = useState(empty);
  const [answer, setAnswer] = useState(empty);
  const [error, setError] = useState('');
  const categories = faq?.categories ?? [];
  const chosen = categoryId || String(categories[0]?.id ?? '');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return setError(t('content.faq.chooseCategory'));
    if (!SLUG_PATTERN.test(slug)) return setError(t('content.errors.slug'));
    if (!question.ru.trim() || !answer.ru.trim()) return setError(t('content.faq.questionRu'));
    setError('');
    const body = {
      category_id: Number(chosen),
      slug,
      question: toLocalized(question),
      answer: toLocalized(answer, true),
    };
    if (await onSubmit({ kind: 'addQuestion', body }, t('content.faq.added'))) {
      setSlug('');
      setQuestion(empty());
      setAnswer(empty());
    }
  };
  return (
    <form
      className={styles.panel}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="faq-new-question"
    >
      <h2 id="faq-new-question" className={styles.panelTitle}>
        {t('content.faq.newQuestion')}
      </h2>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <label className={styles.field}>
        <span>{t('content.faq.category')}</span>
        <select
          className={tableStyles.inlineSelect}
          value={chosen}
          onChange={(event) => setCategoryId(event.target.value)}
        >
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {pick(category.title)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>{t('content.editor.slug')}</span>
        <input
          value={slug}
          onChange={(event) => setSlug(event.target.value.toLowerCase())}
          autoComplete="off"
          spellCheck={false}
        />
      </label>
      <LanguageFields label={t('content.faq.question')} values={question} onChange={setQuestion} />
      <LanguageFields label={t('content.faq.answer')} values={answer} onChange={setAnswer} multiline />
      <Button type="submit">{t('content.faq.addQuestion')}</Button>
    </form>
  );
}
