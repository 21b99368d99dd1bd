/**
 * Fare and seat-block sheets: XLSX (read with exceljs) or CSV (csv-parse), first row the column
 * headers of contracts' FARE_SHEET_COLUMNS / SEAT_BLOCK_SHEET_COLUMNS in any order. Each data row is
 * checked with the contracts' zod schemas; errors carry the sheet's row number (the header is row 1).
 */
import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import {
  FARE_SHEET_REQUIRED,
  SEAT_BLOCK_SHEET_COLUMNS,
  inventoryFareInputSchema,
  inventorySeatBlockInputSchema,
  toIsoDate,
  type InventoryFareInput,
  type InventorySeatBlockInput,
} from '@sapar/contracts';
import { canonicalAirportCode } from '../reference/index.js';
import type { LineError } from './ssim.js';

export type SheetKind = 'fares' | 'seat_blocks';
export interface SheetRow {
  line: number;
  cells: Record<string, string>;
}

export interface ParsedSheet<T> {
  rows: Array<{ line: number; value: T }>;
  errors: LineError[];
}

export const isXlsx = (buffer: Buffer) =>
  buffer.length > 4 && buffer[0] === 0x50 && buffer[1] === 0x4b && buffer[2] === 0x03 && buffer[3] === 0x04;

const normalizeHeader = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    return '';
  }
  return String(value).trim();
}

/** The rows of the first worksheet (XLSX) or of the CSV text, as header -> text. Null: unreadable. */
export async function readSheet(buffer: Buffer): Promise<{ headers: string[]; rows: SheetRow[] } | null> {
  let table: string[][];
  if (isXlsx(buffer)) {
    const workbook = new ExcelJS.Workbook();
    try {
      await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    } catch {
      return null;
    }
    const sheet = workbook.worksheets[0];
    if (!sheet) return null;
    table = [];
    sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
      const values = Array.isArray(row.values) ? row.values.slice(1) : [];
      table[rowNumber - 1] = values.map((v) => cellText(v as ExcelJS.CellValue));
    });
    for (let i = 0; i < table.length; i += 1) table[i] ??= [];
  } else {
    const text = buffer.toString('utf8').replace(/^\uFEFF/, '');
    const delimiter = (text.split('\n')[0] ?? '').includes(';') ? ';' : ',';
    try {
      table = parseCsv(text, {
        delimiter,
        relax_column_count: true,
        skip_empty_lines: false,
        trim: true,
      }) as string[][];
    } catch {
      return null;
    }
  }
  const headers = (table[0] ?? []).map(normalizeHeader);
  const rows: SheetRow[] = [];
  table.slice(1).forEach((values, i) => {
    if (values.every((v) => (v ?? '').trim() === '')) return;
    const cells: Record<string, string> = {};
    headers.forEach((header, column) => {
      if (header) cells[header] = (values[column] ?? '').trim();
    });
    rows.push({ line: i + 2, cells });
  });
  return { headers, rows };
}

/** Which sheet it is, by its headers: a `family` column makes a fare sheet, `seats` a seat-block sheet. */
export function sheetKind(headers: readonly string[]): SheetKind | null {
  if (headers.includes('family')) return 'fares';
  if (headers.includes('seats')) return 'seat_blocks';
  return null;
}

const integerOrNull = (value: string | undefined): number | null | undefined => {
  if (value === undefined || value === '') return null;
  return /^-?\d+$/.test(value.replace(/\s/g, '')) ? Number(value.replace(/\s/g, '')) : undefined;
};

function checkRequired(headers: readonly string[], required: readonly string[]): LineError[] {
  return required
    .filter((c) => !headers.includes(c))
    .map((column) => ({ line: 1, key: 'inv_sheet_missing_column' as const, params: { column } }));
}

/** The first field zod complains about, as a line error naming the column and the value. */
function valueError(
  line: number,
  issues: ReadonlyArray<{ path: PropertyKey[] }>,
  cells: Record<string, string>,
): LineError {
  const column = String(issues[0]?.path[0] ?? '');
  return { line, key: 'inv_sheet_value', params: { column, value: cells[column] ?? '' } };
}

export function parseFareRows(headers: readonly string[], rows: readonly SheetRow[]): ParsedSheet<InventoryFareInput> {
  const errors = checkRequired(headers, FARE_SHEET_REQUIRED);
  if (errors.length > 0) return { rows: [], errors };
  if (rows.length === 0) return { rows: [], errors: [{ line: 2, key: 'inv_sheet_empty' }] };
  const parsed: Array<{ line: number; value: InventoryFareInput }> = [];
  const seen = new Map<string, number>();
  for (const { line, cells } of rows) {
    const numbers: Record<string, number | null | undefined> = {};
    let bad: string | null = null;
    for (const column of [
      'base_fare',
      'child_pct',
      'infant_seat_pct',
      'infant_lap_pct',
      'pensioner_discount_pct',
      'baggage_kg',
      'hand_baggage_kg',
      'change_fee',
      'refund_fee',
    ]) {
      numbers[column] = integerOrNull(cells[column]);
      if (numbers[column] === undefined) bad ??= column;
    }
    if (bad) {
      errors.push({ line, key: 'inv_sheet_value', params: { column: bad, value: cells[bad] ?? '' } });
      continue;
    }
    const optionalPct = (column: string) => (numbers[column] === null ? {} : { [column]: numbers[column] });
    const result = inventoryFareInputSchema.safeParse({
      carrier: cells.carrier ?? '',
      origin: canonicalAirportCode(cells.origin ?? ''),
      destination: canonicalAirportCode(cells.destination ?? ''),
      cabin: (cells.cabin ?? '').toLowerCase(),
      family: (cells.family ?? '').toLowerCase(),
      base_fare: numbers.base_fare,
      ...optionalPct('child_pct'),
      ...optionalPct('infant_seat_pct'),
      ...optionalPct('infant_lap_pct'),
      ...optionalPct('pensioner_discount_pct'),
      baggage_kg: numbers.baggage_kg,
      hand_baggage_kg: numbers.hand_baggage_kg,
      change_fee: numbers.change_fee,
      refund_fee: numbers.refund_fee,
    });
    if (!result.success) {
      errors.push(valueError(line, result.error.issues, cells));
      continue;
    }
    const v = result.data;
    const key = `${v.carrier}|${v.origin}|${v.destination}|${v.cabin}|${v.family}`;
    const earlier = seen.get(key);
    if (earlier) {
      errors.push({ line, key: 'inv_sheet_duplicate', params: { line: earlier } });
      continue;
    }
    seen.set(key, line);
    parsed.push({ line, value: v });
  }
  return { rows: parsed, errors };
}

export function parseSeatBlockRows(
  headers: readonly string[],
  rows: readonly SheetRow[],
): ParsedSheet<InventorySeatBlockInput> {
  const errors = checkRequired(headers, SEAT_BLOCK_SHEET_COLUMNS);
  if (errors.length > 0) return { rows: [], errors };
  if (rows.length === 0) return { rows: [], errors: [{ line: 2, key: 'inv_sheet_empty' }] };
  const parsed: Array<{ line: number; value: InventorySeatBlockInput }> = [];
  const seen = new Map<string, number>();
  for (const { line, cells } of rows) {
    const number = integerOrNull(cells.number);
    const seats = integerOrNull(cells.seats);
    const date = toIsoDate(cells.date ?? '') ?? cells.date ?? '';
    const result = inventorySeatBlockInputSchema.safeParse({
      carrier: cells.carrier ?? '',
      number,
      date,
      cabin: (cells.cabin ?? '').toLowerCase(),
      seats,
    });
    if (!result.success) {
      errors.push(valueError(line, result.error.issues, cells));
      continue;
    }
    const v = result.data;
    const key = `${v.carrier}|${v.number}|${v.date}|${v.cabin}`;
    const earlier = seen.get(key);
    if (earlier) {
      errors.push({ line, key: 'inv_sheet_duplicate', params: { line: earlier } });
      continue;
    }
    seen.set(key, line);
    parsed.push({ line, value: v });
  }
  return { rows: parsed, errors };
}
