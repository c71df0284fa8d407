import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new migration to drizzle/ from the schema;
// the server applies them at start (lib/server/db/database.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/server/db/schema.ts',
  out: './drizzle',
});
