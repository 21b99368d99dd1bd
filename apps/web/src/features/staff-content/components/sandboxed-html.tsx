/**
 * HTML staff wrote, drawn where it cannot reach the back office: a frame under every sandbox restriction
 * (`sandbox=""`: no script, forms, pop-ups or navigation of the page, and an origin of its own, so nothing in it can
 * read the staff session) whose document is written from the HTML (`srcdoc`). The page's own styles are copied in,
 * so the text looks as it will on the site. The server sanitises saved text too; this holds for a draft not yet saved.
 */
import { useMemo } from 'react';
import styles from './content-editor.module.css';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The rules of the page's stylesheets (its own, so readable), for the frame to draw with the site's look. A frame
 * with an origin of its own could not load them by address: the server answers same-origin resources only.
 */
function pageCss(): string {
  if (typeof document === 'undefined') return '';
  const rules: string[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    try {
      for (const rule of Array.from(sheet.cssRules)) rules.push(rule.cssText);
    } catch {
      // Another origin's sheet cannot be read; the frame goes without it.
    }
  }
  // No rule can close the <style> it is written into.
  return rules.join('\n').replace(/<\/style/gi, '<\\/style');
}

export interface SandboxedHtmlProps {
  html: string;
  /** The frame's accessible name. */
  title: string;
  lang: string;
  /** The class that styles the HTML on the site, put on the element around it. */
  className?: string;
}

export function SandboxedHtml({ html, title, lang, className = '' }: SandboxedHtmlProps) {
  const css = useMemo(pageCss, []);
  const frameDocument = [
    `<!doctype html><html lang="${escapeAttribute(lang)}"><head><meta charset="utf-8">`,
    `<style>${css}\nbody{margin:0;background:transparent}</style></head>`,
    `<body><div class="${escapeAttribute(className)}">${html}</div></body></html>`,
  ].join('');
  return <iframe sandbox="" srcDoc={frameDocument} title={title} className={styles.previewFrame} />;
}
