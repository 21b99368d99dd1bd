/** `npm run db:seed`: migrates, then adds the reference and demo data that is missing. */
import path from 'node:path';
import { loadConfig } from '../env.js';
import { openDatabase } from './client.js';
import { seedDemoData, seedReferenceData } from './seed.js';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pg') });
try {
  await database.migrate();
  await seedReferenceData(database.db);
  const added = await seedDemoData(database.db);
  console.log(`Seeded: ${added.news} news item(s) and ${added.flights} flight(s) added.`);
} finally {
  await database.close();
}
