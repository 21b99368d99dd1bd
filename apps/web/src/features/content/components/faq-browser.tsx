/**
 * The FAQ: an accordion per category, a search over questions and answers, and deep links —
 * /faq#question-id opens that question and scrolls to it; opening a question updates the hash.
 */
import * as Accordion from '@radix-ui/react-accordion';
import type { FaqCategory } from '@sapar/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '@/shared/ui/icons';
import { filterFaq } from '../model/faq-search';
import { RichText } from './rich-text';
import styles from './content.module.css';

export interface FaqBrowserProps {
  categories: readonly FaqCategory[];
  /** The URL hash without '#', e.g. a question id. */
  hash: string;
  onQuestionOpened: (id: string) => void;
}

export function FaqBrowser({ categories, hash, onQuestionOpened }: FaqBrowserProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  // Closed at first, as the server drew it (it never sees the hash), so hydration matches; the effect below opens the
  // deep link.
  const [opened, setOpened] = useState<string[]>([]);
  const visible = useMemo(() => filterFaq(categories, query), [categories, query]);
  const isSearching = query.trim() !== '';
  const hitCount = visible.reduce((sum, c) => sum + c.items.length, 0);

  // A deep link opens its question and brings it into view.
  useEffect(() => {
    if (!hash) return;
    setOpened((current) => (current.includes(hash) ? current : [...current, hash]));
    const target = document.getElementById(hash);
    target?.scrollIntoView?.({ block: 'start' });
    target?.querySelector<HTMLElement>('button')?.focus({ preventScroll: true });
  }, [hash, categories]);

  const change = (next: string[]) => {
    const added = next.find((id) => !opened.includes(id));
    setOpened(next);
    if (added) onQuestionOpened(added);
  };

  return (
    <div className={styles.faq}>
      <div className={styles.faqSearch} role="search">
        <label htmlFor="faq-search" className={styles.faqSearchLabel}>
          {t('content.faq.searchLabel')}
        </label>
        <input
          id="faq-search"
          type="search"
          className={styles.faqSearchInput}
          value={query}
          placeholder={t('content.faq.searchPlaceholder')}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <p className={styles.visuallyHidden} aria-live="polite">
        {isSearching ? t('content.faq.found', { count: hitCount }) : ''}
      </p>
      {isSearching && visible.length === 0 ? <p className={styles.empty}>{t('content.faq.nothingFound')}</p> : null}
      {visible.map((category) => (
        <section
          key={category.slug}
          className={styles.faqCategory}
          aria-labelledby={`faq-${category.slug}`}
          data-testid="faq-category"
        >
          <h2 id={`faq-${category.slug}`} className={styles.faqCategoryTitle}>
            {category.title}
          </h2>
          {category.items.length === 0 ? (
            <p className={styles.waiting}>{t('content.faq.waitingForAnswers')}</p>
          ) : (
            <Accordion.Root
              type="multiple"
              value={isSearching ? category.items.map((i) => i.id) : opened}
              onValueChange={change}
              className={styles.accordion}
            >
              {category.items.map((item) => (
                <Accordion.Item key={item.id} value={item.id} id={item.id} className={styles.accordionItem}>
                  <Accordion.Header asChild>
                    <h3 className={styles.accordionHeader}>
                      <Accordion.Trigger className={styles.accordionTrigger}>
                        <span>{item.question}</span>
                        <ChevronDownIcon className={styles.chevron} aria-hidden="true" />
                      </Accordion.Trigger>
                    </h3>
                  </Accordion.Header>
                  <Accordion.Content className={styles.accordionContent}>
                    <RichText html={item.answer} />
                    <a href={`#${item.id}`} className={styles.permalink}>
                      {t('content.faq.linkToQuestion')}
                    </a>
                  </Accordion.Content>
                </Accordion.Item>
              ))}
            </Accordion.Root>
          )}
        </section>
      ))}
    </div>
  );
}
