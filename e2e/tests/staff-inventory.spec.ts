/**
 * The inventory back office in the browser: a staff admin enrols the second factor, opens
 * Inventory, uploads a fare sheet (CSV) and applies it, uploads an SSIM schedule with a broken line
 * and sees the error with its line number, then the corrected schedule: the dry-run preview shows
 * the flights it adds, and applying it puts the schedule in the schedules table. Screenshots of the
 * preview at 1280 and 360 px in Russian and English go to e2e/artifacts.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { addDays, bishkekToday } from '@sapar/contracts';
import { E2E_STAFF_INVENTORY } from '../staff-admin';

const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts');
mkdirSync(ARTIFACTS, { recursive: true });

const totpCode = (secret: string, timestamp = Date.now()) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp,
  });

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const ssimDate = (iso: string) => `${iso.slice(8, 10)}${MONTHS[Number(iso.slice(5, 7)) - 1]}${iso.slice(2, 4)}`;

/** A 200-column record: [1-based start column, text] pairs on blanks, the serial number in 195–200. */
function record(fields: Array<[number, string]>, serial: number): string {
  const chars = Array.from({ length: 200 }, () => ' ');
  for (const [start, text] of [...fields, [195, String(serial).padStart(6, '0')] as [number, string]]) {
    for (let i = 0; i < text.length; i += 1) chars[start - 1 + i] = text[i]!;
  }
  return chars.join('');
}

/** An SSIM Chapter 7 file: TezJet (QH) Bishkek–Istanbul and back, daily for five weeks, four months ahead (clear of the other specs' bookings). */
function qhSeason(daysOfOperation = '1234567'): string {
  const from = ssimDate(addDays(bishkekToday(), 120));
  const to = ssimDate(addDays(bishkekToday(), 154));
  const zero = '0'.repeat(200);
  const leg = (
    serial: number,
    number: string,
    origin: string,
    std: string,
    depVar: string,
    destination: string,
    sta: string,
    arrVar: string,
    dateVar: string,
  ) =>
    record(
      [
        [1, '3'],
        [3, 'QH'],
        [6, number],
        [10, '01'],
        [12, '01'],
        [14, 'J'],
        [15, from],
        [22, to],
        [29, daysOfOperation],
        [37, origin],
        [40, std],
        [44, std],
        [48, depVar],
        [55, destination],
        [58, sta],
        [62, sta],
        [66, arrVar],
        [73, '320'],
        [76, 'Y'],
        [173, 'Y150'],
        [193, dateVar],
      ],
      serial,
    );
  return [
    record(
      [
        [1, '1AIRLINE STANDARD SCHEDULE DATA SET'],
        [41, '1'],
        [192, '001'],
      ],
      1,
    ),
    zero,
    zero,
    zero,
    zero,
    record(
      [
        [1, '2LQH'],
        [11, 'W26'],
        [15, from],
        [22, to],
        [29, ssimDate(bishkekToday())],
        [36, 'E2E SCHEDULE'],
        [72, 'P'],
        [189, 'ET1200'],
      ],
      2,
    ),
    zero,
    zero,
    zero,
    zero,
    leg(3, '7501', 'BSZ', '0740', '+0600', 'IST', '1110', '+0300', '00'),
    leg(4, '7502', 'IST', '1800', '+0300', 'BSZ', '0150', '+0600', '01'),
    zero,
    zero,
    zero,
    record(
      [
        [1, '5'],
        [3, 'QH'],
        [188, '000004E'],
      ],
      5,
    ),
    zero,
    zero,
    zero,
    zero,
  ].join('\n');
}

const FARES_CSV = [
  'carrier,origin,destination,cabin,family,base_fare,child_pct,infant_seat_pct,infant_lap_pct,pensioner_discount_pct,baggage_kg,hand_baggage_kg,change_fee,refund_fee',
  'QH,BSZ,IST,economy,light,17000,75,75,10,0,,7,,',
  'QH,BSZ,IST,economy,standard,21000,75,75,10,0,23,10,2500,4000',
  'QH,IST,BSZ,economy,light,16500,75,75,10,0,,7,,',
  'QH,IST,BSZ,economy,standard,20500,75,75,10,0,23,10,2500,4000',
].join('\n');

async function shoot(page: Page, name: string) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(ARTIFACTS, `inventory-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a staff admin imports a fare sheet and an SSIM schedule: preview first, then applied', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/staff/login');
  await page.getByLabel('Электронная почта').fill(E2E_STAFF_INVENTORY.email);
  await page.getByLabel(/^Пароль/).fill(E2E_STAFF_INVENTORY.password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('img', { name: 'QR-код для приложения-аутентификатора' })).toBeVisible();
  const secret = (await page.getByTestId('mfa-secret').textContent())!.trim();
  await page.getByLabel('Код из приложения').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Подключить' }).click();
  await page.getByRole('button', { name: 'Я сохранил коды — к работе' }).click();
  await page.getByRole('navigation', { name: 'Разделы бэк-офиса' }).getByRole('link', { name: 'Инвентарь' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Импорт расписаний и тарифов' })).toBeVisible();

  const fileInput = page.getByLabel('Выбрать файл (SSIM, XLSX или CSV)');
  const preview = page.getByTestId('import-preview');

  // The fare sheet: checked, then applied.
  await fileInput.setInputFiles({ name: 'fares.csv', mimeType: 'text/csv', buffer: Buffer.from(FARES_CSV) });
  await page.getByRole('button', { name: 'Проверить файл' }).click();
  await expect(preview.getByRole('heading', { name: /Проверка: что изменится · таблица тарифов/ })).toBeVisible();
  await expect(preview.getByText('Ошибок нет.')).toBeVisible();
  await page.getByRole('button', { name: 'Применить' }).click();
  await expect(page.getByText('Файл применён: рейсы и тарифы уже видны в поиске.')).toBeVisible();

  // A schedule with a broken days-of-operation field: the error names line 11 and nothing can be applied.
  await fileInput.setInputFiles({
    name: 'qh-broken.ssim',
    mimeType: 'text/plain',
    buffer: Buffer.from(qhSeason('12 4X67')),
  });
  await page.getByRole('button', { name: 'Проверить файл' }).click();
  const errors = preview.getByRole('table', { name: /Ошибки в файле: 2/ });
  await expect(errors.getByRole('row').nth(1)).toContainText('11');
  await expect(errors.getByRole('row').nth(1)).toContainText('Неверные дни выполнения «12 4X67».');
  await expect(page.getByRole('button', { name: 'Применить' })).toBeDisabled();
  await shoot(page, 'errors-ru');

  // The corrected schedule: the preview counts the flights it adds.
  await fileInput.setInputFiles({ name: 'qh.ssim', mimeType: 'text/plain', buffer: Buffer.from(qhSeason()) });
  await page.getByRole('button', { name: 'Проверить файл' }).click();
  await expect(preview.getByRole('heading', { name: /расписание SSIM/ })).toBeVisible();
  await expect(preview.getByRole('definition').first()).toHaveText('70');
  const axe = await new AxeBuilder({ page }).include('#staff-main').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await shoot(page, 'preview-ru');

  await page.getByLabel('Язык интерфейса').selectOption('en');
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(preview.getByRole('heading', { name: /Check: what would change · SSIM schedule/ })).toBeVisible();
  await shoot(page, 'preview-en');

  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('The file is applied: the flights and fares are in search now.')).toBeVisible();
  await expect(preview.getByRole('heading', { name: /Applied/ })).toBeVisible();

  // The schedules table shows the imported flight.
  await page.getByRole('link', { name: 'Schedules' }).click();
  const filter = page.getByRole('search', { name: 'Filter' });
  await filter.getByLabel('Airline').fill('QH');
  await filter.getByLabel('Flight number').fill('7501');
  await filter.getByRole('button', { name: 'Filter' }).click();
  const row = page.getByRole('table', { name: 'Schedules' }).getByRole('row').nth(1);
  await expect(row).toContainText('QH 7501');
  await expect(row).toContainText('BSZ → IST');
  await expect(row).toContainText('SSIM');
  await shoot(page, 'schedules-en');
});
