/**
 * Renders one sample of every email kind (apps/api/test/email-samples.ts) to HTML and plain-text files and
 * screenshots each HTML at phone (360 px) and desktop (1280 px) width in Debian's headless Chromium, to look
 * at before changing a template. Nothing is written into the repository.
 *
 *   npm run emails:preview                      # ru and ky, into a new temporary folder
 *   npm run emails:preview -- --lang ru,zh,tr --out /tmp/mails
 *   npm run emails:preview -- --no-screenshots  # HTML and text only
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isLanguage, type Language } from '@sapar/contracts';
import { chromium } from 'playwright-core';
import { emailSamples } from '../apps/api/test/email-samples.js';
import { renderEmail } from '../apps/api/src/shared/email/render-email.js';

const WIDTHS = [360, 1280] as const;

const { values } = parseArgs({
  options: {
    lang: { type: 'string', default: 'ru,ky' },
    out: { type: 'string' },
    'no-screenshots': { type: 'boolean', default: false },
  },
});
const languages = values.lang.split(',').map((l) => l.trim());
const unknown = languages.filter((l) => !isLanguage(l));
if (unknown.length > 0) {
  console.error(`Unknown language: ${unknown.join(', ')} (ru, ky, en, tr, zh)`);
  process.exit(2);
}
const out = values.out ? path.resolve(values.out) : await mkdtemp(path.join(os.tmpdir(), 'sapar-emails-'));

const files: string[] = [];
for (const language of languages as Language[]) {
  const dir = path.join(out, language);
  await mkdir(dir, { recursive: true });
  for (const sample of emailSamples(language)) {
    const mail = await renderEmail('traveller@example.kg', sample.content);
    const file = path.join(dir, `${sample.kind}.html`);
    await writeFile(file, mail.html);
    await writeFile(path.join(dir, `${sample.kind}.txt`), `Subject: ${mail.subject}\n\n${mail.text}\n`);
    files.push(file);
  }
}
console.log(`${files.length} emails in ${out}`);

if (!values['no-screenshots']) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    for (const width of WIDTHS) {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      for (const file of files) {
        await page.goto(`file://${file}`);
        await page.screenshot({ path: file.replace(/\.html$/, `-${width}.png`), fullPage: true });
      }
      await page.close();
    }
  } finally {
    await browser.close();
  }
  console.log(`Screenshots at ${WIDTHS.join(' and ')} px beside them (*-360.png, *-1280.png)`);
}
