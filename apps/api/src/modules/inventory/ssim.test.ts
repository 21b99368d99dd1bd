/**
 * The SSIM reader against the layout facts of ssim-layout.md: columns of type 2/3/5 records, UTC
 * variations, days of operation, period of operation, date variation (overnight arrival), time
 * modes L and U, zero padding anywhere, serial numbers and the trailer's check reference, and the
 * line numbers of every fault.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildSsim, type FixtureLeg } from './fixtures/ssim-builder.js';
import {
  legToSchedule,
  parseDateVariation,
  parseDaysOfOperation,
  parseSsim,
  parseSsimDate,
  parseVariation,
} from './ssim.js';

const FIXTURE = readFileSync(new URL('./fixtures/qh-w26.ssim', import.meta.url), 'utf8');
const MULTI_LEG = readFileSync(new URL('./fixtures/qh-multileg-w26.ssim', import.meta.url), 'utf8');

const leg = (overrides: Partial<FixtureLeg> = {}): FixtureLeg => ({
  number: 7502,
  periodFrom: '02NOV26',
  periodTo: '26MAR27',
  days: '1 3 5  ',
  origin: 'IST',
  std: '1800',
  departureVariation: '+0300',
  destination: 'BSZ',
  sta: '0150',
  arrivalVariation: '+0600',
  aircraft: '320',
  dateVariation: '01',
  ...overrides,
});
const file = (legs: FixtureLeg[], timeMode: 'L' | 'U' = 'L') =>
  buildSsim([
    { carrier: 'QH', timeMode, season: 'W26', validFrom: '01NOV26', validTo: '27MAR27', created: '20OCT26', legs },
  ]);

describe('SSIM field readers', () => {
  it('reads DDMMMYY dates, ±HHMM variations, days of operation and date variations', () => {
    expect(parseSsimDate('02NOV26')).toBe('2026-11-02');
    expect(parseSsimDate('29FEB27')).toBeNull();
    expect(parseSsimDate('02Nov26')).toBeNull();
    expect(parseVariation('+0300')).toBe(180);
    expect(parseVariation('-0430')).toBe(-270);
    expect(parseVariation('+0360')).toBeNull();
    expect(parseDaysOfOperation('1 3 5  ')).toEqual([1, 3, 5]);
    expect(parseDaysOfOperation('1234567')).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(parseDaysOfOperation('3      ')).toBeNull(); // position 1 can hold only digit 1
    expect(parseDaysOfOperation('       ')).toBeNull();
    expect(parseDateVariation('1')).toBe(1);
    expect(parseDateVariation('A')).toBe(-1);
    expect(parseDateVariation('3')).toBeNull();
  });
});

describe('parseSsim', () => {
  it('reads the committed fixture: carrier block, two legs, every column where the layout puts it', () => {
    const parsed = parseSsim(FIXTURE);
    expect(parsed.errors).toEqual([]);
    expect(parsed.carriers).toEqual([
      { line: 6, carrier: 'QH', timeMode: 'L', season: 'W26', validFrom: '2026-11-02', validTo: '2027-03-27' },
    ]);
    expect(
      parsed.legs.map((l) => [l.line, l.number, l.origin, l.destination, l.departureTime, l.arrivalTime, l.aircraft]),
    ).toEqual([
      [11, 7501, 'BSZ', 'IST', '07:40', '11:10', '320'],
      [12, 7502, 'IST', 'BSZ', '18:00', '01:50', '320'],
    ]);
    const overnight = parsed.legs[1]!;
    expect(overnight).toMatchObject({
      periodFrom: '2026-11-02',
      periodTo: '2027-03-26',
      days: [1, 3, 5],
      departureVariation: 180,
      arrivalVariation: 360,
      departureDateVariation: 0,
      arrivalDateVariation: 1,
      legSequence: 1,
      serviceType: 'J',
    });
  });

  it('turns the date variation of the arrival into the arrival day offset (overnight flight, local time mode)', () => {
    const [schedule] = parseSsim(FIXTURE).schedules.slice(1);
    expect(schedule).toMatchObject({
      origin: 'IST',
      departureTime: '18:00',
      arrivalTime: '01:50',
      arrivalDayOffset: 1,
      days: [1, 3, 5],
      validFrom: '2026-11-02',
      validTo: '2027-03-26',
    });
  });

  it('converts UTC times with the UTC variations (time mode U), moving days and period when the local date differs', () => {
    // 15:00Z at IST (+0300) is 18:00 local; 19:50Z at BSZ (+0600) is 01:50 local the next day.
    const utc = parseSsim(file([leg({ std: '1500', sta: '1950', dateVariation: '00' })], 'U'));
    expect(utc.errors).toEqual([]);
    expect(utc.schedules[0]).toMatchObject({
      departureTime: '18:00',
      arrivalTime: '01:50',
      arrivalDayOffset: 1,
      days: [1, 3, 5],
      validFrom: '2026-11-02',
    });
    // 20:00Z on Mondays at BSZ (+0600) is 02:00 local on Tuesdays: days and period move one day on.
    const late = parseSsim(
      file(
        [
          leg({
            origin: 'BSZ',
            departureVariation: '+0600',
            destination: 'IST',
            arrivalVariation: '+0300',
            std: '2000',
            sta: '0130',
            dateVariation: '01',
          }),
        ],
        'U',
      ),
    );
    expect(late.errors).toEqual([]);
    expect(late.schedules[0]).toMatchObject({
      departureTime: '02:00',
      arrivalTime: '04:30',
      arrivalDayOffset: 0,
      days: [2, 4, 6],
      validFrom: '2026-11-03',
      validTo: '2027-03-27',
    });
  });

  it('reads date variation A as the day before', () => {
    const parsed = parseSsim(
      file([
        leg({
          dateVariation: '0A',
          std: '0100',
          sta: '2350',
          origin: 'BSZ',
          departureVariation: '+0600',
          destination: 'IST',
          arrivalVariation: '+0300',
        }),
      ]),
    );
    expect(parsed.errors).toEqual([]);
    expect(legToSchedule(parsed.legs[0]!, 'L').arrivalDayOffset).toBe(-1);
  });

  it('accepts zero padding records anywhere and CRLF line ends', () => {
    const lines = FIXTURE.trimEnd().split('\n');
    const padded = [lines[0], '0'.repeat(200), ...lines.slice(1, 11), '0'.repeat(200), ...lines.slice(11)].join('\r\n');
    const parsed = parseSsim(padded);
    expect(parsed.errors).toEqual([]);
    expect(parsed.legs).toHaveLength(2);
  });

  it('reports each fault with its line: record length, days, period, serial numbers, check reference, header', () => {
    const lines = FIXTURE.trimEnd().split('\n');
    const broken = [...lines];
    broken[10] = `${lines[10]!.slice(0, 28)}1 3 X  ${lines[10]!.slice(35)}`; // line 11: days of operation
    broken[11] = lines[11]!.slice(0, 199); // line 12: 199 characters
    const parsed = parseSsim(broken.join('\n'));
    expect(parsed.errors.map((e) => [e.line, e.key])).toEqual([
      [11, 'inv_ssim_days'],
      [12, 'inv_ssim_length'],
    ]);
    const serials = [...lines];
    serials[11] = `${lines[11]!.slice(0, 194)}000009`; // line 12 should be 000004
    serials[15] = `${lines[15]!.slice(0, 187)}000002E000005`; // the trailer's check reference should be 000004
    expect(parseSsim(serials.join('\n')).errors).toEqual([
      { line: 12, key: 'inv_ssim_serial', params: { found: '000009', expected: '000004' } },
      { line: 16, key: 'inv_ssim_serial', params: { found: '000002', expected: '000004' } },
    ]);
    const reversed = parseSsim(file([leg({ periodFrom: '26MAR27', periodTo: '02NOV26' })]));
    expect(reversed.errors.map((e) => [e.line, e.key])).toEqual([[11, 'inv_ssim_period']]);
    const noHeader = parseSsim(lines.slice(5).join('\n'));
    expect(noHeader.errors).toContainEqual({ line: 1, key: 'inv_ssim_header' });
    // A leg 02 without its leg 01 breaks the chain of its flight.
    const multiLeg = parseSsim(file([leg({ legSequence: 2 })]));
    expect(multiLeg.errors).toEqual([{ line: 11, key: 'inv_ssim_multileg', params: { flight: 'QH7502', leg: '02' } }]);
    const twice = parseSsim(file([leg(), leg({ periodFrom: '09NOV26', days: '1      ' })]));
    expect(twice.errors).toEqual([{ line: 12, key: 'inv_ssim_overlap', params: { flight: 'QH7502', line: 11 } }]);
  });
});

describe('multi-leg flights (leg sequence 01, 02, … under one flight number)', () => {
  it('reads the committed fixture: each leg its own schedule from its own airport, a later leg after midnight shifted a day', () => {
    const parsed = parseSsim(MULTI_LEG);
    expect(parsed.errors).toEqual([]);
    expect(parsed.legs.map((l) => [l.number, l.legSequence, l.origin, l.destination])).toEqual([
      [7601, 1, 'BSZ', 'OSS'],
      [7601, 2, 'OSS', 'DME'],
      [7602, 1, 'DME', 'OSS'],
      [7602, 2, 'OSS', 'BSZ'],
    ]);
    const [out1, out2, back1, back2] = parsed.schedules;
    expect(out1).toMatchObject({
      number: 7601,
      origin: 'BSZ',
      destination: 'OSS',
      days: [1, 3, 5],
      departureTime: '07:00',
      arrivalTime: '08:00',
      validFrom: '2026-11-02',
      validTo: '2027-03-26',
    });
    expect(out2).toMatchObject({
      number: 7601,
      origin: 'OSS',
      destination: 'DME',
      days: [1, 3, 5],
      departureTime: '09:10',
      arrivalTime: '10:50',
      arrivalDayOffset: 0,
    });
    expect(back1).toMatchObject({
      number: 7602,
      origin: 'DME',
      destination: 'OSS',
      days: [1, 3, 5],
      departureTime: '19:00',
      arrivalTime: '23:50',
    });
    // The period and days are the flight's (leg 01's date); leg 02 leaves Osh the next day: Tue, Thu, Sat from 3 Nov.
    expect(back2).toMatchObject({
      number: 7602,
      origin: 'OSS',
      destination: 'BSZ',
      days: [2, 4, 6],
      departureTime: '00:50',
      arrivalTime: '01:50',
      arrivalDayOffset: 0,
      validFrom: '2026-11-03',
      validTo: '2027-03-27',
    });
  });

  it('reports a gap in the leg sequence and a leg that does not start where the previous one ended, on their lines', () => {
    const first = leg({
      number: 7601,
      legSequence: 1,
      origin: 'BSZ',
      std: '0700',
      departureVariation: '+0600',
      destination: 'OSS',
      sta: '0800',
      arrivalVariation: '+0600',
      dateVariation: '00',
    });
    const gap = parseSsim(file([first, { ...first, legSequence: 3, origin: 'OSS', destination: 'DME' }]));
    expect(gap.errors).toEqual([{ line: 12, key: 'inv_ssim_multileg', params: { flight: 'QH7601', leg: '03' } }]);
    const broken = parseSsim(file([first, { ...first, legSequence: 2, origin: 'IST', destination: 'DME' }]));
    expect(broken.errors).toEqual([{ line: 12, key: 'inv_ssim_multileg', params: { flight: 'QH7601', leg: '02' } }]);
    // The same leg twice from the same airport on the same dates is still an overlap.
    const twice = parseSsim(
      file([first, { ...first, legSequence: 2, origin: 'OSS', destination: 'DME' }, { ...first, number: 7601 }]),
    );
    expect(twice.errors.map((e) => e.key)).toContain('inv_ssim_overlap');
  });
});
