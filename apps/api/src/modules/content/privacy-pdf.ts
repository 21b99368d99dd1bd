/**
 * The privacy policy as a PDF, drawn from the same sanitised HTML the page shows: headings,
 * paragraphs and list items in the reader's language.
 */
import { COMPANY } from '@sapar/contracts';
import PDFDocument from 'pdfkit';
import { CJK_TEXT, PDF_FONTS } from '../../shared/pdf-fonts.js';

type Block = { kind: 'h2' | 'h3' | 'p' | 'li'; text: string };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_m, name: string) => ENTITIES[name] ?? '');

/** The text blocks of limited HTML (what sanitizeRichText lets through). */
export function htmlToBlocks(html: string): Block[] {
  const blocks: Block[] = [];
  for (const match of html.matchAll(/<(h2|h3|p|li)(?:\s[^>]*)?>([\s\S]*?)<\/\1>/g)) {
    const text = decode(match[2]!.replace(/<br\s*\/?>/g, '\n').replace(/<[^>]+>/g, '')).trim();
    if (text) blocks.push({ kind: match[1] as Block['kind'], text });
  }
  return blocks;
}

export interface PdfPage {
  title: string;
  html: string;
  /** A line under the title, e.g. the date of the last edit. */
  subtitle: string;
  /** Lines at the end: the agency's contacts, the page's address. */
  footer: readonly string[];
}

export function renderPagePdf(page: PdfPage, options: { compress?: boolean } = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    compress: options.compress ?? true,
    info: { Title: page.title, Author: COMPANY.legalName.en },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.registerFont('regular', PDF_FONTS.regular());
  doc.registerFont('bold', PDF_FONTS.bold());
  let hasCjk = false;
  const useFont = (text: string, weight: 'regular' | 'bold') => {
    if (CJK_TEXT.test(text)) {
      if (!hasCjk) doc.registerFont('cjk', PDF_FONTS.cjk());
      hasCjk = true;
      doc.font('cjk');
    } else {
      doc.font(weight);
    }
  };
  const write = (text: string, size: number, weight: 'regular' | 'bold', options: PDFKit.Mixins.TextOptions = {}) => {
    useFont(text, weight);
    doc
      .fontSize(size)
      .fillColor('#1a1a1a')
      .text(text, { lineGap: 2, ...options });
  };

  write(COMPANY.brand, 10, 'bold', { characterSpacing: 1 });
  doc.moveDown(0.3);
  write(page.title, 20, 'bold');
  write(page.subtitle, 9, 'regular');
  doc.moveDown();
  for (const block of htmlToBlocks(page.html)) {
    if (block.kind === 'h2' || block.kind === 'h3') {
      doc.moveDown(0.6);
      write(block.text, block.kind === 'h2' ? 13 : 11.5, 'bold');
      doc.moveDown(0.2);
    } else if (block.kind === 'li') {
      write(`•  ${block.text}`, 10.5, 'regular', { indent: 12, paragraphGap: 2 });
    } else {
      write(block.text, 10.5, 'regular', { paragraphGap: 6, align: 'left' });
    }
  }
  doc.moveDown(1.5);
  for (const line of page.footer) write(line, 8.5, 'regular');
  doc.end();
  return done;
}
