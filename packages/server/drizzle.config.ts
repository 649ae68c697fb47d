/** drizzle-kit: `pnpm --filter @equipdesk/server db:generate` writes the SQL migrations both backends run. */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  casing: 'snake_case',
});
