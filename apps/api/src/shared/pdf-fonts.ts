/**
 * Fonts for generated PDFs. pdfkit does not fall back between fonts, so text picks one by script:
 * DejaVu Sans (Latin, Cyrillic, Kyrgyz ң ө ү) or Noto Sans SC (Chinese; one weight of nine).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));

const cache = new Map<string, Buffer>();
function load(file: string): Buffer {
  let data = cache.get(file);
  if (!data) {
    data = readFileSync(file);
    cache.set(file, data);
  }
  return data;
}

export const PDF_FONTS = {
  regular: () => load(path.join(packageDir('dejavu-fonts-ttf'), 'ttf/DejaVuSans.ttf')),
  bold: () => load(path.join(packageDir('dejavu-fonts-ttf'), 'ttf/DejaVuSans-Bold.ttf')),
  cjk: () => load(path.join(packageDir('@expo-google-fonts/noto-sans-sc'), '400Regular/NotoSansSC_400Regular.ttf')),
};

/** Han, CJK punctuation and full-width forms: text with any of them needs the CJK font. */
export const CJK_TEXT = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/;
