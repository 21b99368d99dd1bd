/** `npm run db:seed`: migrates, then adds the reference and demo data that is missing. */
import { openConfiguredDatabase } from '../container.js';
import { loadConfig } from '../env.js';
import { seedDemoData, seedReferenceData } from '../seed.js';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  await seedReferenceData(database.db);
  const added = await seedDemoData(database.db);
  console.log(`Seeded: ${added.news} news item(s) and ${added.flights} flight(s) added.`);
} finally {
  await database.close();
}
