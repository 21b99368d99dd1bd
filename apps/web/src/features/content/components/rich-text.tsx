import styles from './content.module.css';

/** HTML the API sanitised (pages, FAQ answers); nothing here can run script. */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={[styles.richText, className ?? ''].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
