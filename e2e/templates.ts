/**
 * The end-to-end suite's global set-up: the demo at the suite's scale, migrated and seeded once per run, which every
 * file's server starts from while its hour lasts (as the server suite's files do: packages/server/test/databaseTemplates.ts).
 */
import type { TestProject } from 'vitest/node';
import { pgliteTemplates } from '../packages/server/test/databaseTemplates';

/** Assets of the demo each file's server holds. */
export const E2E_SCALE = 300;

export default async function setup(project: TestProject): Promise<() => void> {
  const { templates, teardown } = await pgliteTemplates(E2E_SCALE);
  project.provide('databaseTemplates', templates);
  return teardown;
}
