import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every table, for the migrator: each module's own, and the platform's (the mail outbox, the payment providers' ledgers).
  schema: ['./src/modules/*/*.schema.ts', './src/shared/*.schema.ts', './src/providers/*/*.schema.ts'],
  out: './drizzle',
});
