import { defineConfig } from 'drizzle-kit';

// Used only to draft SQL from the schema (npm run db:generate); the app applies
// the reviewed files of src/db/migrations in order at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle-draft',
});
