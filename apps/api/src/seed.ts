/**
 * Seeding, wired at the composition root: each module seeds its own tables through its public entry.
 * Reference data (countries, the flight network, the FAQ, pages and tours) is brought up to date on
 * every start; demo content (news) is added by slug, so running the seed twice changes nothing.
 */
import type { Database } from './db/client.js';
import { seedContent } from './modules/content/index.js';
import { extendSchedule, upsertNetwork } from './modules/flights/index.js';
import { hasNews, seedDemoNews } from './modules/news/index.js';
import { seedCountries } from './modules/reference/index.js';

export async function seedReferenceData(db: Database): Promise<void> {
  await seedCountries(db);
  await upsertNetwork(db);
  await seedContent(db);
}

export async function seedDemoData(db: Database, now = new Date()): Promise<{ news: number; flights: number }> {
  const news = await seedDemoNews(db);
  // The demo schedule: a year of flights generated from the route table, topped up on every run.
  return { news, flights: await extendSchedule(db, now) };
}

/** What `npm start` does: demo content only into a database that has none yet. */
export async function seedOnStart(db: Database, withDemoData: boolean): Promise<void> {
  await seedReferenceData(db);
  if (!withDemoData) return;
  if (!(await hasNews(db))) await seedDemoData(db);
  else await extendSchedule(db);
}
