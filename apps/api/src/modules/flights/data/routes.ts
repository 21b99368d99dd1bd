/**
 * The route network the schedule generator expands into dated flights.
 *
 * Each row is flown both ways: `from`→`to` as `carrier` + `flightNumber` at the `departures` local
 * times (origin's zone), and `to`→`from` as `flightNumber + 1` at the `returnDepartures` local
 * times (the zone of `to`). Several frequencies of one carrier on one city pair are separate rows
 * with their own flight numbers. For foreign carriers `from` is the carrier's home base, so the
 * numbers read the way the carrier publishes them.
 *
 * `durationMin` is the scheduled block time used for both directions. Arrival = departure +
 * duration, converted between the two airports' IANA zones — many Russia/Turkey/Gulf flights arrive
 * after midnight, i.e. on the next local date.
 *
 * Fares are one-way base fares in whole Kyrgyz som. Routes without `businessFareKgs` sell no
 * business cabin (the whole aircraft is sold as economy).
 *
 * Schedules are representative of the 2025 network (times, days and numbers are plausible, not a
 * copy of any carrier's timetable); verify against carriers before going live.
 */

export interface Departure {
  /** 'HH:mm', local time at the departure airport. */
  localTime: string;
  /** ISO weekdays, 1 = Monday … 7 = Sunday. */
  days: number[];
}

export interface RouteData {
  /** Airport key (`AirportData.iata`). */
  from: string;
  to: string;
  /** Airline IATA designator (`AirlineData.iata`). */
  carrier: string;
  /** Outbound flight number; the return leg uses `flightNumber + 1`. */
  flightNumber: number;
  /** IATA aircraft type code (`AircraftData.code`). */
  aircraft: string;
  durationMin: number;
  /** Local times at `from`. */
  departures: Departure[];
  /** Local times at `to`, for the return leg `to`→`from`. */
  returnDepartures: Departure[];
  /** Inclusive months (1–12) the route operates; absent = all year. */
  season?: { fromMonth: number; toMonth: number };
  /** Base one-way economy fare, integer som. */
  economyFareKgs: number;
  /** Base one-way business fare, integer som; absent where no business cabin is sold. */
  businessFareKgs?: number;
  /** Share off the economy fare for pensioners (e.g. 0.2), on routes that offer pensioner fares. */
  pensionerDiscount?: number;
}

const DAILY = [1, 2, 3, 4, 5, 6, 7];

export const ROUTES: RouteData[] = [
  // ══ Domestic Kyrgyzstan ══════════════════════════════════════════════════════════════════
  // Bishkek – Osh: the busiest domestic route, several carriers a day.
  { from: 'BSZ', to: 'OSS', carrier: 'YK', flightNumber: 341, aircraft: '733', durationMin: 55,
    departures: [{ localTime: '07:30', days: DAILY }], returnDepartures: [{ localTime: '09:15', days: DAILY }],
    economyFareKgs: 4200 },
  { from: 'BSZ', to: 'OSS', carrier: 'YK', flightNumber: 343, aircraft: '733', durationMin: 55,
    departures: [{ localTime: '18:40', days: DAILY }], returnDepartures: [{ localTime: '20:25', days: DAILY }],
    economyFareKgs: 4200 },
  { from: 'BSZ', to: 'OSS', carrier: 'QH', flightNumber: 201, aircraft: 'M83', durationMin: 55,
    departures: [{ localTime: '08:50', days: DAILY }], returnDepartures: [{ localTime: '10:40', days: DAILY }],
    economyFareKgs: 3600 },
  { from: 'BSZ', to: 'OSS', carrier: 'QH', flightNumber: 203, aircraft: 'M83', durationMin: 55,
    departures: [{ localTime: '16:20', days: [1, 3, 5, 7] }], returnDepartures: [{ localTime: '18:05', days: [1, 3, 5, 7] }],
    economyFareKgs: 3600 },
  { from: 'BSZ', to: 'OSS', carrier: 'ZM', flightNumber: 101, aircraft: '223', durationMin: 55,
    departures: [{ localTime: '10:15', days: DAILY }], returnDepartures: [{ localTime: '12:00', days: DAILY }],
    economyFareKgs: 4500 },
  { from: 'BSZ', to: 'OSS', carrier: 'ZM', flightNumber: 103, aircraft: '223', durationMin: 55,
    departures: [{ localTime: '21:10', days: DAILY }], returnDepartures: [{ localTime: '06:40', days: DAILY }],
    economyFareKgs: 4500 },
  { from: 'BSZ', to: 'OSS', carrier: 'KA', flightNumber: 111, aircraft: '320', durationMin: 55,
    departures: [{ localTime: '13:00', days: DAILY }], returnDepartures: [{ localTime: '14:45', days: DAILY }],
    economyFareKgs: 3900 },

  // Regional airports: short runways, turboprops / RJ85, daylight only, 2–4 flights a week.
  // Karakol: Asman Airlines Q400 since December 2024 (3,100 som at launch).
  { from: 'BSZ', to: 'IKG', carrier: 'ZZ', flightNumber: 101, aircraft: 'DH4', durationMin: 50,
    departures: [{ localTime: '09:00', days: [2, 4, 6, 7] }], returnDepartures: [{ localTime: '10:40', days: [2, 4, 6, 7] }],
    economyFareKgs: 3100 },
  // Talas: Asman Airlines; reported as Mon + Fri in January 2026 at a subsidised 2,100 som, here 3×/week.
  { from: 'BSZ', to: 'UCFT', carrier: 'ZZ', flightNumber: 111, aircraft: 'DH4', durationMin: 40,
    departures: [{ localTime: '13:30', days: [1, 3, 5] }], returnDepartures: [{ localTime: '14:50', days: [1, 3, 5] }],
    economyFareKgs: 3000 },
  // Batken and Jalal-Abad: TezJet RJ85 (the only type the short runways accept).
  { from: 'BSZ', to: 'UCFB', carrier: 'QH', flightNumber: 241, aircraft: 'AR8', durationMin: 75,
    departures: [{ localTime: '07:40', days: [2, 4, 6, 7] }], returnDepartures: [{ localTime: '09:50', days: [2, 4, 6, 7] }],
    economyFareKgs: 5200 },
  { from: 'BSZ', to: 'UCFJ', carrier: 'QH', flightNumber: 251, aircraft: 'AR8', durationMin: 65,
    departures: [{ localTime: '11:30', days: [1, 3, 5] }], returnDepartures: [{ localTime: '13:25', days: [1, 3, 5] }],
    economyFareKgs: 4800 },
  // Issyk-Kul (Tamchy): summer season only.
  { from: 'BSZ', to: 'IKU', carrier: 'QH', flightNumber: 261, aircraft: 'AR8', durationMin: 45,
    departures: [{ localTime: '15:00', days: [3, 5, 7] }], returnDepartures: [{ localTime: '16:30', days: [3, 5, 7] }],
    season: { fromMonth: 6, toMonth: 9 }, economyFareKgs: 3500 },

  // ══ Bishkek – Russia ═══════════════════════════════════════════════════════════════════════
  { from: 'SVO', to: 'BSZ', carrier: 'SU', flightNumber: 1880, aircraft: '321', durationMin: 280,
    departures: [{ localTime: '10:05', days: DAILY }], returnDepartures: [{ localTime: '19:00', days: DAILY }],
    economyFareKgs: 19500, businessFareKgs: 58000, pensionerDiscount: 0.2 },
  { from: 'SVO', to: 'BSZ', carrier: 'SU', flightNumber: 1882, aircraft: '321', durationMin: 280,
    departures: [{ localTime: '19:25', days: DAILY }], returnDepartures: [{ localTime: '05:15', days: DAILY }],
    economyFareKgs: 18900, businessFareKgs: 56000, pensionerDiscount: 0.2 },
  { from: 'VKO', to: 'BSZ', carrier: 'DP', flightNumber: 945, aircraft: '738', durationMin: 280,
    departures: [{ localTime: '15:35', days: DAILY }], returnDepartures: [{ localTime: '00:20', days: DAILY }],
    economyFareKgs: 13500 },
  { from: 'DME', to: 'BSZ', carrier: 'U6', flightNumber: 2827, aircraft: '321', durationMin: 275,
    departures: [{ localTime: '21:00', days: DAILY }], returnDepartures: [{ localTime: '05:45', days: DAILY }],
    economyFareKgs: 16800, businessFareKgs: 48000, pensionerDiscount: 0.2 },
  { from: 'BSZ', to: 'DME', carrier: 'ZM', flightNumber: 401, aircraft: '738', durationMin: 285,
    departures: [{ localTime: '06:30', days: [2, 4, 6] }], returnDepartures: [{ localTime: '13:10', days: [2, 4, 6] }],
    economyFareKgs: 15900 },
  { from: 'BSZ', to: 'SVO', carrier: 'YK', flightNumber: 611, aircraft: '320', durationMin: 285,
    departures: [{ localTime: '07:10', days: [1, 3, 5, 6] }], returnDepartures: [{ localTime: '13:40', days: [1, 3, 5, 6] }],
    economyFareKgs: 15500 },
  { from: 'OVB', to: 'BSZ', carrier: 'S7', flightNumber: 5137, aircraft: '320', durationMin: 145,
    departures: [{ localTime: '07:20', days: [1, 3, 5, 7] }], returnDepartures: [{ localTime: '10:05', days: [1, 3, 5, 7] }],
    economyFareKgs: 13800, businessFareKgs: 38000 },
  { from: 'SVX', to: 'BSZ', carrier: 'U6', flightNumber: 2811, aircraft: '320', durationMin: 175,
    departures: [{ localTime: '23:55', days: DAILY }], returnDepartures: [{ localTime: '05:00', days: DAILY }],
    economyFareKgs: 14200, businessFareKgs: 39000, pensionerDiscount: 0.2 },
  { from: 'BSZ', to: 'KZN', carrier: 'YK', flightNumber: 751, aircraft: '733', durationMin: 240,
    departures: [{ localTime: '06:00', days: [2, 5] }], returnDepartures: [{ localTime: '08:30', days: [2, 5] }],
    economyFareKgs: 17200 },
  { from: 'BSZ', to: 'KJA', carrier: 'YK', flightNumber: 753, aircraft: '733', durationMin: 190,
    departures: [{ localTime: '08:20', days: [3, 7] }], returnDepartures: [{ localTime: '14:20', days: [3, 7] }],
    economyFareKgs: 15800 },
  { from: 'LED', to: 'BSZ', carrier: 'U6', flightNumber: 2851, aircraft: '321', durationMin: 305,
    departures: [{ localTime: '18:40', days: [2, 4, 6, 7] }], returnDepartures: [{ localTime: '04:00', days: [3, 5, 7, 1] }],
    economyFareKgs: 21500, businessFareKgs: 62000, pensionerDiscount: 0.2 },
  { from: 'KUF', to: 'BSZ', carrier: 'WZ', flightNumber: 3521, aircraft: '321', durationMin: 215,
    departures: [{ localTime: '23:50', days: [1, 5] }], returnDepartures: [{ localTime: '06:30', days: [2, 6] }],
    economyFareKgs: 16200 },

  // ══ Bishkek – Turkey ═══════════════════════════════════════════════════════════════════════
  { from: 'IST', to: 'BSZ', carrier: 'TK', flightNumber: 346, aircraft: '321', durationMin: 345,
    departures: [{ localTime: '20:55', days: DAILY }], returnDepartures: [{ localTime: '07:05', days: DAILY }],
    economyFareKgs: 23800, businessFareKgs: 72000 },
  { from: 'SAW', to: 'BSZ', carrier: 'PC', flightNumber: 720, aircraft: '32N', durationMin: 350,
    departures: [{ localTime: '19:55', days: DAILY }], returnDepartures: [{ localTime: '06:05', days: DAILY }],
    economyFareKgs: 16900 },
  // Antalya: summer season May–October.
  { from: 'AYT', to: 'BSZ', carrier: 'VF', flightNumber: 3716, aircraft: '32N', durationMin: 330,
    departures: [{ localTime: '00:50', days: [2, 6] }], returnDepartures: [{ localTime: '10:30', days: [2, 6] }],
    season: { fromMonth: 5, toMonth: 10 }, economyFareKgs: 19800 },
  { from: 'BSZ', to: 'AYT', carrier: 'ZM', flightNumber: 521, aircraft: '738', durationMin: 335,
    departures: [{ localTime: '07:40', days: [4, 7] }], returnDepartures: [{ localTime: '11:40', days: [4, 7] }],
    season: { fromMonth: 5, toMonth: 10 }, economyFareKgs: 18500 },

  // ══ Bishkek – Gulf, Caucasus, Asia ══════════════════════════════════════════════════════════
  { from: 'DXB', to: 'BSZ', carrier: 'FZ', flightNumber: 1717, aircraft: '7M8', durationMin: 240,
    departures: [{ localTime: '09:35', days: DAILY }], returnDepartures: [{ localTime: '16:40', days: DAILY }],
    economyFareKgs: 15400, businessFareKgs: 46000 },
  { from: 'DXB', to: 'BSZ', carrier: 'FZ', flightNumber: 1719, aircraft: '7M8', durationMin: 240,
    departures: [{ localTime: '23:05', days: [1, 3, 5, 7] }], returnDepartures: [{ localTime: '06:10', days: [2, 4, 6, 1] }],
    economyFareKgs: 14900, businessFareKgs: 44000 },
  { from: 'SHJ', to: 'BSZ', carrier: 'G9', flightNumber: 579, aircraft: '320', durationMin: 235,
    departures: [{ localTime: '22:35', days: DAILY }], returnDepartures: [{ localTime: '05:30', days: DAILY }],
    economyFareKgs: 13200 },
  { from: 'KWI', to: 'BSZ', carrier: 'J9', flightNumber: 135, aircraft: '32N', durationMin: 285,
    departures: [{ localTime: '00:30', days: [2, 4, 6] }], returnDepartures: [{ localTime: '09:15', days: [2, 4, 6] }],
    economyFareKgs: 17800 },
  { from: 'JED', to: 'BSZ', carrier: 'XY', flightNumber: 643, aircraft: '32N', durationMin: 365,
    departures: [{ localTime: '01:15', days: [1, 5] }], returnDepartures: [{ localTime: '11:30', days: [1, 5] }],
    economyFareKgs: 24500 },
  { from: 'GYD', to: 'BSZ', carrier: 'J2', flightNumber: 45, aircraft: '320', durationMin: 230,
    departures: [{ localTime: '23:40', days: [2, 5] }], returnDepartures: [{ localTime: '06:45', days: [3, 6] }],
    economyFareKgs: 18200, businessFareKgs: 54000 },
  { from: 'ICN', to: 'BSZ', carrier: 'KE', flightNumber: 959, aircraft: '7M8', durationMin: 345,
    departures: [{ localTime: '18:40', days: [3, 6] }], returnDepartures: [{ localTime: '23:10', days: [3, 6] }],
    economyFareKgs: 25000, businessFareKgs: 76000 },
  { from: 'BSZ', to: 'DEL', carrier: 'KA', flightNumber: 571, aircraft: '320', durationMin: 160,
    departures: [{ localTime: '22:50', days: [2, 5] }], returnDepartures: [{ localTime: '02:30', days: [3, 6] }],
    economyFareKgs: 14800 },
  { from: 'URC', to: 'BSZ', carrier: 'CZ', flightNumber: 6005, aircraft: '321', durationMin: 120,
    departures: [{ localTime: '10:55', days: [1, 3, 5, 7] }], returnDepartures: [{ localTime: '12:10', days: [1, 3, 5, 7] }],
    economyFareKgs: 14900, businessFareKgs: 42000 },
  { from: 'KHG', to: 'BSZ', carrier: 'CZ', flightNumber: 6011, aircraft: '320', durationMin: 85,
    departures: [{ localTime: '11:30', days: [2, 6] }], returnDepartures: [{ localTime: '12:00', days: [2, 6] }],
    economyFareKgs: 11800, businessFareKgs: 34000 },

  // ══ Bishkek – Central Asia ═════════════════════════════════════════════════════════════════
  { from: 'ALA', to: 'BSZ', carrier: 'KC', flightNumber: 109, aircraft: 'E90', durationMin: 50,
    departures: [{ localTime: '07:40', days: DAILY }], returnDepartures: [{ localTime: '10:00', days: DAILY }],
    economyFareKgs: 7800, businessFareKgs: 22000 },
  { from: 'ALA', to: 'BSZ', carrier: 'KC', flightNumber: 111, aircraft: 'E90', durationMin: 50,
    departures: [{ localTime: '17:50', days: [1, 2, 4, 5, 7] }], returnDepartures: [{ localTime: '20:05', days: [1, 2, 4, 5, 7] }],
    economyFareKgs: 7500, businessFareKgs: 21000 },
  { from: 'NQZ', to: 'BSZ', carrier: 'FS', flightNumber: 7261, aircraft: '32N', durationMin: 100,
    departures: [{ localTime: '13:20', days: [1, 3, 5, 7] }], returnDepartures: [{ localTime: '16:50', days: [1, 3, 5, 7] }],
    economyFareKgs: 9500 },
  { from: 'TAS', to: 'BSZ', carrier: 'HY', flightNumber: 781, aircraft: '320', durationMin: 80,
    departures: [{ localTime: '15:10', days: [2, 4, 6, 7] }], returnDepartures: [{ localTime: '18:30', days: [2, 4, 6, 7] }],
    economyFareKgs: 8400, businessFareKgs: 24000 },
  { from: 'BSZ', to: 'TAS', carrier: 'QH', flightNumber: 231, aircraft: 'M83', durationMin: 80,
    departures: [{ localTime: '12:30', days: [2, 3, 5, 6] }], returnDepartures: [{ localTime: '14:10', days: [2, 3, 5, 6] }],
    economyFareKgs: 7200 },

  // ══ Osh ══════════════════════════════════════════════════════════════════════════════════════
  { from: 'SVO', to: 'OSS', carrier: 'SU', flightNumber: 1886, aircraft: '321', durationMin: 285,
    departures: [{ localTime: '21:15', days: DAILY }], returnDepartures: [{ localTime: '06:10', days: DAILY }],
    economyFareKgs: 19900, businessFareKgs: 59000, pensionerDiscount: 0.2 },
  { from: 'VKO', to: 'OSS', carrier: 'DP', flightNumber: 949, aircraft: '738', durationMin: 285,
    departures: [{ localTime: '13:50', days: DAILY }], returnDepartures: [{ localTime: '22:40', days: DAILY }],
    economyFareKgs: 13900 },
  { from: 'DME', to: 'OSS', carrier: 'U6', flightNumber: 2861, aircraft: '321', durationMin: 285,
    departures: [{ localTime: '22:20', days: [1, 3, 4, 6] }], returnDepartures: [{ localTime: '07:10', days: [2, 4, 5, 7] }],
    economyFareKgs: 16500, businessFareKgs: 47000, pensionerDiscount: 0.2 },
  { from: 'SVX', to: 'OSS', carrier: 'U6', flightNumber: 2863, aircraft: '320', durationMin: 195,
    departures: [{ localTime: '20:40', days: [2, 5, 7] }], returnDepartures: [{ localTime: '02:10', days: [3, 6, 1] }],
    economyFareKgs: 14900, businessFareKgs: 41000, pensionerDiscount: 0.2 },
  { from: 'LED', to: 'OSS', carrier: 'DP', flightNumber: 6527, aircraft: '738', durationMin: 330,
    departures: [{ localTime: '16:45', days: [1, 4, 7] }], returnDepartures: [{ localTime: '02:15', days: [2, 5, 1] }],
    economyFareKgs: 15900 },
  { from: 'OVB', to: 'OSS', carrier: 'S7', flightNumber: 5139, aircraft: '320', durationMin: 180,
    departures: [{ localTime: '08:30', days: [2, 6] }], returnDepartures: [{ localTime: '11:40', days: [2, 6] }],
    economyFareKgs: 14600, businessFareKgs: 40000 },
  { from: 'UFA', to: 'OSS', carrier: 'WZ', flightNumber: 3517, aircraft: 'SU9', durationMin: 200,
    departures: [{ localTime: '23:10', days: [3, 7] }], returnDepartures: [{ localTime: '04:40', days: [4, 1] }],
    economyFareKgs: 15200 },
  { from: 'SAW', to: 'OSS', carrier: 'PC', flightNumber: 724, aircraft: '32N', durationMin: 340,
    departures: [{ localTime: '20:20', days: [1, 3, 5, 6] }], returnDepartures: [{ localTime: '06:10', days: [2, 4, 6, 7] }],
    economyFareKgs: 16400 },
  { from: 'KWI', to: 'OSS', carrier: 'J9', flightNumber: 137, aircraft: '32N', durationMin: 270,
    departures: [{ localTime: '01:40', days: [3, 7] }], returnDepartures: [{ localTime: '10:20', days: [3, 7] }],
    economyFareKgs: 17400 },
  { from: 'OSS', to: 'TAS', carrier: 'QH', flightNumber: 233, aircraft: 'AR8', durationMin: 55,
    departures: [{ localTime: '12:30', days: [1, 4, 6] }], returnDepartures: [{ localTime: '13:30', days: [1, 4, 6] }],
    economyFareKgs: 6300 },

  // ══ Hub-to-hub connecting legs (one-stop itineraries) ══════════════════════════════════════
  { from: 'IST', to: 'ALA', carrier: 'TK', flightNumber: 350, aircraft: '321', durationMin: 340,
    departures: [{ localTime: '19:45', days: DAILY }], returnDepartures: [{ localTime: '04:55', days: DAILY }],
    economyFareKgs: 22500, businessFareKgs: 68000 },
  { from: 'DXB', to: 'ALA', carrier: 'FZ', flightNumber: 1739, aircraft: '7M8', durationMin: 240,
    departures: [{ localTime: '10:15', days: DAILY }], returnDepartures: [{ localTime: '16:20', days: DAILY }],
    economyFareKgs: 17900, businessFareKgs: 54000 },
  { from: 'DOH', to: 'ALA', carrier: 'QR', flightNumber: 391, aircraft: '7M8', durationMin: 265,
    departures: [{ localTime: '01:40', days: [1, 3, 5, 7] }], returnDepartures: [{ localTime: '09:40', days: [1, 3, 5, 7] }],
    economyFareKgs: 22000, businessFareKgs: 70000 },
  { from: 'IST', to: 'TAS', carrier: 'TK', flightNumber: 368, aircraft: '321', durationMin: 290,
    departures: [{ localTime: '20:10', days: DAILY }], returnDepartures: [{ localTime: '04:30', days: DAILY }],
    economyFareKgs: 20500, businessFareKgs: 61000 },
  { from: 'TAS', to: 'DXB', carrier: 'HY', flightNumber: 251, aircraft: '763', durationMin: 200,
    departures: [{ localTime: '08:10', days: [2, 4, 6, 7] }], returnDepartures: [{ localTime: '12:00', days: [2, 4, 6, 7] }],
    economyFareKgs: 15800, businessFareKgs: 46000 },
  { from: 'IST', to: 'AYT', carrier: 'TK', flightNumber: 2412, aircraft: '738', durationMin: 75,
    departures: [{ localTime: '07:30', days: DAILY }], returnDepartures: [{ localTime: '09:45', days: DAILY }],
    economyFareKgs: 5200, businessFareKgs: 15600 },
  { from: 'IST', to: 'AYT', carrier: 'TK', flightNumber: 2420, aircraft: '738', durationMin: 75,
    departures: [{ localTime: '17:55', days: DAILY }], returnDepartures: [{ localTime: '20:05', days: DAILY }],
    economyFareKgs: 5200, businessFareKgs: 15600 },
  { from: 'IST', to: 'GYD', carrier: 'TK', flightNumber: 332, aircraft: '321', durationMin: 180,
    departures: [{ localTime: '09:20', days: DAILY }], returnDepartures: [{ localTime: '14:30', days: DAILY }],
    economyFareKgs: 13600, businessFareKgs: 41000 },
  { from: 'IST', to: 'TBS', carrier: 'TK', flightNumber: 378, aircraft: '321', durationMin: 140,
    departures: [{ localTime: '08:10', days: DAILY }], returnDepartures: [{ localTime: '12:40', days: DAILY }],
    economyFareKgs: 11900, businessFareKgs: 36000 },
  { from: 'SVO', to: 'AER', carrier: 'SU', flightNumber: 1120, aircraft: '333', durationMin: 155,
    departures: [{ localTime: '08:40', days: DAILY }], returnDepartures: [{ localTime: '12:25', days: DAILY }],
    economyFareKgs: 9800, businessFareKgs: 32000 },
  { from: 'SVO', to: 'LED', carrier: 'SU', flightNumber: 30, aircraft: '321', durationMin: 85,
    departures: [{ localTime: '09:00', days: DAILY }], returnDepartures: [{ localTime: '11:10', days: DAILY }],
    economyFareKgs: 7200, businessFareKgs: 21000 },
  { from: 'SVO', to: 'LED', carrier: 'SU', flightNumber: 36, aircraft: '321', durationMin: 85,
    departures: [{ localTime: '18:30', days: DAILY }], returnDepartures: [{ localTime: '20:45', days: DAILY }],
    economyFareKgs: 7200, businessFareKgs: 21000 },
  { from: 'SVO', to: 'NQZ', carrier: 'SU', flightNumber: 1932, aircraft: '320', durationMin: 220,
    departures: [{ localTime: '19:05', days: DAILY }], returnDepartures: [{ localTime: '02:00', days: DAILY }],
    economyFareKgs: 15800, businessFareKgs: 47000 },
  { from: 'DXB', to: 'DEL', carrier: 'EK', flightNumber: 510, aircraft: '77W', durationMin: 200,
    departures: [{ localTime: '03:40', days: DAILY }], returnDepartures: [{ localTime: '09:45', days: DAILY }],
    economyFareKgs: 16800, businessFareKgs: 58000 },
  { from: 'URC', to: 'PEK', carrier: 'CZ', flightNumber: 6901, aircraft: '321', durationMin: 230,
    departures: [{ localTime: '09:00', days: DAILY }], returnDepartures: [{ localTime: '14:20', days: DAILY }],
    economyFareKgs: 17500, businessFareKgs: 52000 },
  { from: 'PEK', to: 'URC', carrier: 'CA', flightNumber: 1275, aircraft: '321', durationMin: 240,
    departures: [{ localTime: '08:05', days: DAILY }], returnDepartures: [{ localTime: '13:30', days: DAILY }],
    economyFareKgs: 17900, businessFareKgs: 53000 },
  { from: 'CAN', to: 'URC', carrier: 'CZ', flightNumber: 6883, aircraft: '32Q', durationMin: 300,
    departures: [{ localTime: '08:30', days: DAILY }], returnDepartures: [{ localTime: '14:40', days: DAILY }],
    economyFareKgs: 19800, businessFareKgs: 59000 },
];
