import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import styles from './page.module.css';

export interface PageProps {
  title: string;
  intro?: string;
  /** Overrides the document title when the heading is not what the tab should say. */
  documentTitle?: string;
  children?: ReactNode;
}

/** A content page: its h1, an intro line, and the document title set to match. */
export function Page({ title, intro, documentTitle, children }: PageProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
      </div>
      {children}
    </div>
  );
}

export { styles as pageStyles };
