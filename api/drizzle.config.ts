import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and applied by the API at start (src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
