/**
 * Seeding, wired at the composition root: each module seeds its own tables through its public entry.
 * Reference data (countries, the flight network, the FAQ, pages and tours) is brought up to date on
 * every start; demo content (news) is added by slug, so running the seed twice changes nothing.
 */
import type { Database } from './db/client.js';
import { seedContent } from './modules/content/index.js';
import { extendSchedule, seedDemoInventory, upsertNetwork } from './modules/flights/index.js';
import { hasNews, seedDemoNews } from './modules/news/index.js';
import { seedDemoRates } from './modules/pricing/index.js';
import { seedCountries } from './modules/reference/index.js';

export async function seedReferenceData(db: Database): Promise<void> {
  await seedCountries(db);
  await upsertNetwork(db);
  await seedContent(db);
}

export async function seedDemoData(db: Database, now = new Date()): Promise<{ news: number; flights: number }> {
  const news = await seedDemoNews(db);
  // The demo inventory: schedules and fares made from the route table, expanded a year ahead, topped up on every run.
  await db.transaction((tx) => seedDemoInventory(tx, now));
  return { news, flights: await extendSchedule(db, now) };
}

/** What `npm start` does: demo content only into a database that has none yet. */
export async function seedOnStart(db: Database, withDemoData: boolean): Promise<void> {
  await seedReferenceData(db);
  if (!withDemoData) return;
  // The embedded demo has no network: today's rates are seeded (as demo rows) so outside offers can be priced.
  await seedDemoRates(db);
  if (!(await hasNews(db))) await seedDemoData(db);
  else {
    await db.transaction((tx) => seedDemoInventory(tx));
    await extendSchedule(db);
  }
}
