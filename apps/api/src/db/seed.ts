/**
 * Seeding. Reference data (countries) is brought up to date on every start; demo content
 * (news) is added by slug, so running the seed twice changes nothing.
 */
import { count } from 'drizzle-orm';
import type { Database } from './client.js';
import { news } from './schema.js';
import { COUNTRIES } from './seed/countries-data.js';
import { NEWS_SEED } from './seed/news-data.js';
import { upsertNetwork } from '../modules/flights/flights.repository.js';
import { extendSchedule } from '../modules/flights/schedule-job.js';
import { upsertCountries } from '../modules/reference/reference.repository.js';
import { insertNewsIfMissing } from '../modules/news/news.repository.js';
import { seedContent } from '../modules/content/content.service.js';

export async function seedReferenceData(db: Database): Promise<void> {
  await upsertCountries(db, COUNTRIES.map((c, position) => ({ code: c.code, name: c.name, position })));
  await upsertNetwork(db);
  await seedContent(db);
}

export async function seedDemoData(db: Database, now = new Date()): Promise<{ news: number; flights: number }> {
  const items = NEWS_SEED.map((item) => ({
    slug: item.slug,
    title: item.title,
    desc: item.desc,
    content: item.content,
    mainImage: item.main_image,
    publishedAt: new Date(item.published_at),
    gallery: item.gallery,
  }));
  const news = await db.transaction((tx) => insertNewsIfMissing(tx, items));
  // The demo schedule: a year of flights generated from the route table, topped up on every run.
  return { news, flights: await extendSchedule(db, now) };
}

/** What `npm start` does: demo content only into a database that has none yet. */
export async function seedOnStart(db: Database, withDemoData: boolean): Promise<void> {
  await seedReferenceData(db);
  if (!withDemoData) return;
  const [row] = await db.select({ total: count() }).from(news);
  if ((row?.total ?? 0) === 0) await seedDemoData(db);
  else await extendSchedule(db);
}
