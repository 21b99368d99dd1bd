/**
 * The FAQ for editors and admins: categories and their questions in the order readers see them, moved with up/down
 * buttons (keyboard and screen readers reach them like any button), questions shown or hidden, deleted, and
 * categories and questions added or edited with their texts in five language tabs (Russian required, a mark on each
 * missing translation); answers are written in the same rich-text editor as news and pass the server's allow-list.
 */
import {
  LANGUAGES,
  staffFaqCategoryInputSchema,
  type Language,
  type LocalizedText,
  type StaffFaq,
} from '@sapar/contracts';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getErrorMessage } from '@/shared/lib/api-error-message';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { useLanguage } from '@/shared/lib/use-language';
import { useZodForm } from '@/shared/lib/use-zod-form';
import { Button } from '@/shared/ui/button';
import { useConfirm } from '@/shared/ui/confirm-dialog';
import { FormAlert } from '@/shared/ui/form-field';
import { LanguageTabs } from '@/shared/staff/ui/language-tabs';
import { uploadStaffMedia, useChangeStaffFaqMutation, useGetStaffFaqQuery } from '../api/content-api';
import styles from '../components/content-editor.module.css';
import { QueryState, redirectForError } from '@/shared/staff/ui/query-state';
import { RichTextEditor } from '../components/rich-text-editor';
import tableStyles from '@/shared/staff/ui/staff-tables.module.css';

type Change = Parameters<ReturnType<typeof useChangeStaffFaqMutation>[0]>[0];
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const empty = (): Record<Language, string> => ({ ru: '', ky: '', en: '', tr: '', zh: '' });

function toLocalized(values: Record<Language, string>): LocalizedText {
  const text: LocalizedText = { ru: values.ru.trim() };
  for (const language of LANGUAGES)
    if (language !== 'ru' && values[language].trim()) text[language] = values[language].trim();
  return text;
}

const toInput = (text: LocalizedText): Record<Language, string> => ({
  ru: text.ru,
  ky: text.ky ?? '',
  en: text.en ?? '',
  tr: text.tr ?? '',
  zh: text.zh ?? '',
});

/** Text of an answer without its markup (an editor left with an empty paragraph has written nothing). */
const plain = (html: string) => html.replace(/<[^>]*>/g, '').trim();

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
  /** The category or question open for editing (one at a time). */
  const [editing, setEditing] = useState<{ kind: 'category' | 'question'; id: number } | null>(null);

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
                    disabled={isLoading}
                    aria-expanded={editing?.kind === 'category' && editing.id === category.id}
                    onClick={() =>
                      setEditing(
                        editing?.kind === 'category' && editing.id === category.id
                          ? null
                          : { kind: 'category', id: category.id },
                      )
                    }
                    aria-label={`${t('content.faq.edit')}: ${pick(category.title)}`}
                  >
                    {t('content.faq.edit')}
                  </button>
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
              {editing?.kind === 'category' && editing.id === category.id ? (
                <CategoryForm category={category} onSubmit={run} onDone={() => setEditing(null)} />
              ) : null}
              {category.questions.length === 0 ? <p className={styles.hint}>{t('content.faq.noQuestions')}</p> : null}
              <ol className={styles.faqQuestions}>
                {category.questions.map((question, qIndex) => (
                  <li key={question.id}>
                    <div className={styles.faqRow}>
                      <span className={question.is_published ? undefined : styles.faqHidden}>
                        {pick(question.question)}
                        {question.is_published ? null : ` (${t('content.faq.hidden')})`}
                      </span>
                      <div className={styles.galleryButtons}>
                        <button
                          type="button"
                          className={styles.toolButton}
                          disabled={isLoading}
                          aria-expanded={editing?.kind === 'question' && editing.id === question.id}
                          onClick={() =>
                            setEditing(
                              editing?.kind === 'question' && editing.id === question.id
                                ? null
                                : { kind: 'question', id: question.id },
                            )
                          }
                          aria-label={`${t('content.faq.edit')}: ${pick(question.question)}`}
                        >
                          {t('content.faq.edit')}
                        </button>
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
                    </div>
                    {editing?.kind === 'question' && editing.id === question.id ? (
                      <QuestionForm
                        faq={faq.data}
                        pick={pick}
                        question={question}
                        onSubmit={run}
                        onDone={() => setEditing(null)}
                      />
                    ) : null}
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ol>
        <div className={styles.layout}>
          <QuestionForm faq={faq.data} pick={pick} onSubmit={run} />
          <CategoryForm onSubmit={run} />
        </div>
      </QueryState>
    </>
  );
}

type Category = StaffFaq['categories'][number];
type Question = Category['questions'][number];
type Submit = (change: Change, done?: string) => Promise<boolean>;

function CategoryForm({ category, onSubmit, onDone }: { category?: Category; onSubmit: Submit; onDone?: () => void }) {
  const { t } = useTranslation('staff');
  const id = useId();
  const [tab, setTab] = useState<Language>('ru');
  const form = useZodForm({
    schema: staffFaqCategoryInputSchema,
    defaultValues: { slug: category?.slug ?? '', title: category ? toInput(category.title) : empty() },
    messages: { slug: t('content.errors.slug'), 'title.ru': t('content.errors.titleRu') },
  });
  const { errors } = form.formState;
  const error = errors.slug?.message ?? errors.title?.ru?.message;
  const title = form.watch('title');
  const missing = LANGUAGES.filter((lang) => !title[lang]?.trim());
  const submit = form.handleSubmit(async (values) => {
    const body = { slug: values.slug, title: toLocalized({ ...empty(), ...values.title }) };
    const change: Change = category ? { kind: 'patchCategory', id: category.id, body } : { kind: 'addCategory', body };
    if (await onSubmit(change, category ? t('content.faq.saved') : t('content.faq.added'))) {
      if (onDone) return onDone();
      form.reset({ slug: '', title: empty() });
    }
  });
  const slug = form.register('slug', {
    // Addresses are lower-case: what is typed is shown and kept that way.
    onChange: (event: ChangeEvent<HTMLInputElement>) => form.setValue('slug', event.target.value.toLowerCase()),
  });
  const heading = category ? t('content.faq.editCategory') : t('content.faq.newCategory');
  return (
    <form className={styles.panel} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.panelTitle}>
        {heading}
      </h2>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <label className={styles.field}>
        <span>{t('content.editor.slug')}</span>
        <input autoComplete="off" spellCheck={false} aria-invalid={errors.slug ? true : undefined} {...slug} />
      </label>
      <LanguageTabs tab={tab} onTab={setTab} missing={missing}>
        {(lang) => (
          <label className={styles.field}>
            <span>{t('content.editor.title')}</span>
            <input
              lang={lang}
              required={lang === 'ru'}
              aria-invalid={errors.title?.[lang] ? true : undefined}
              {...form.register(`title.${lang}`)}
            />
          </label>
        )}
      </LanguageTabs>
      <div className={styles.actions}>
        <Button type="submit">{category ? t('content.editor.save') : t('content.faq.addCategory')}</Button>
        {onDone ? (
          <Button variant="secondary" onClick={onDone}>
            {t('content.faq.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function QuestionForm({
  faq,
  pick,
  question,
  onSubmit,
  onDone,
}: {
  faq: StaffFaq | undefined;
  pick: (text: LocalizedText) => string;
  question?: Question;
  onSubmit: Submit;
  onDone?: () => void;
}) {
  const { t } = useTranslation('staff');
  const { t: tSite } = useTranslation();
  const id = useId();
  const [categoryId, setCategoryId] = useState(question ? String(question.category_id) : '');
  const [slug, setSlug] = useState(question?.slug ?? '');
  const [texts, setTexts] = useState(() => ({
    question: question ? toInput(question.question) : empty(),
    answer: question ? toInput(question.answer) : empty(),
  }));
  // The editor reads its text when it starts: a new key after adding a question starts it afresh.
  const [round, setRound] = useState(0);
  const [tab, setTab] = useState<Language>('ru');
  const [error, setError] = useState('');
  const categories = faq?.categories ?? [];
  const chosen = categoryId || String(categories[0]?.id ?? '');
  const missing = LANGUAGES.filter((lang) => !texts.question[lang].trim() || !plain(texts.answer[lang]));
  const setText = (field: 'question' | 'answer', lang: Language, value: string) =>
    setTexts((current) => ({ ...current, [field]: { ...current[field], [lang]: value } }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return setError(t('content.faq.chooseCategory'));
    if (!SLUG_PATTERN.test(slug)) return setError(t('content.errors.slug'));
    if (!texts.question.ru.trim() || !plain(texts.answer.ru)) return setError(t('content.faq.questionRu'));
    setError('');
    const answer = empty();
    for (const lang of LANGUAGES) answer[lang] = plain(texts.answer[lang]) ? texts.answer[lang] : '';
    const body = {
      category_id: Number(chosen),
      slug,
      question: toLocalized(texts.question),
      answer: toLocalized(answer),
    };
    const change: Change = question ? { kind: 'patchQuestion', id: question.id, body } : { kind: 'addQuestion', body };
    if (await onSubmit(change, question ? t('content.faq.saved') : t('content.faq.added'))) {
      if (onDone) return onDone();
      setSlug('');
      setTexts({ question: empty(), answer: empty() });
      setRound((n) => n + 1);
    }
  };
  const uploadImage = async (file: File) => {
    try {
      return (await uploadStaffMedia(file)).url;
    } catch (uploadError) {
      setError(getErrorMessage(uploadError, tSite));
      return null;
    }
  };
  const heading = question ? t('content.faq.editQuestion') : t('content.faq.newQuestion');
  return (
    <form className={styles.panel} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.panelTitle}>
        {heading}
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
      <LanguageTabs tab={tab} onTab={setTab} missing={missing}>
        {(lang) => (
          <>
            <label className={styles.field}>
              <span>{t('content.faq.question')}</span>
              <input
                lang={lang}
                maxLength={500}
                value={texts.question[lang]}
                onChange={(event) => setText('question', lang, event.target.value)}
                required={lang === 'ru'}
              />
            </label>
            <div className={styles.field}>
              <span id={`${id}-answer-${lang}`}>{t('content.faq.answer')}</span>
              {tab === lang ? (
                <RichTextEditor
                  value={texts.answer[lang]}
                  onChange={(html) => setText('answer', lang, html)}
                  labelledBy={`${id}-answer-${lang}`}
                  onUploadImage={uploadImage}
                  resetKey={`${question?.id ?? 'new'}-${round}-${lang}`}
                  lang={lang}
                />
              ) : null}
            </div>
          </>
        )}
      </LanguageTabs>
      <div className={styles.actions}>
        <Button type="submit">{question ? t('content.editor.save') : t('content.faq.addQuestion')}</Button>
        {onDone ? (
          <Button variant="secondary" onClick={onDone}>
            {t('content.faq.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
