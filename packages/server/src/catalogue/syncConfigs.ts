/**
 * Sync configurations (spec 3 §2.13, §3, §7 "Sync config"): GET sync/config, PUT sync/config and
 * POST sync/config/{externalId} with the entity actions and exports, from one resource declaration under the
 * permission area `sync/config`. The mappings are stored as JSON: the attribute → column pairs, and the relations.
 */
import { inArray } from 'drizzle-orm';
import { syncConfigFormSchema } from '@equipdesk/api-client/contract';
import type { SyncConfig, SyncConfigFormOutput, SyncMappings } from '@equipdesk/api-client/contract';
import { syncConfigs } from '../db/schema';
import { defineResource } from '../resources/definition';
import { columnMap, mapped } from '../resources/columns';

type Pair = [string, string];
const isPair = (entry: unknown): entry is Pair => Array.isArray(entry) && entry.length === 2 && typeof entry[0] === 'string' && typeof entry[1] === 'string';

/**
 * The mappings as stored: jsonb keeps an object's keys in its own order (shortest first), not the order of the
 * form's rows, so the attributes are written as [attribute, column] pairs. The seed's rows (an object) read too.
 */
function storedMappings(mappings: SyncMappings): { attributes: Pair[]; relations: string[] } {
  return { attributes: Object.entries(mappings.attributes), relations: mappings.relations };
}

/** Stored mappings in the contract's shape, the attributes in the order they were typed. */
function mappingsOf(stored: unknown): SyncMappings {
  const raw = (stored ?? {}) as { attributes?: unknown; relations?: unknown };
  const pairs: Pair[] = Array.isArray(raw.attributes)
    ? raw.attributes.filter(isPair)
    : raw.attributes && typeof raw.attributes === 'object'
      ? Object.entries(raw.attributes).filter(isPair)
      : [];
  const relations = Array.isArray(raw.relations) ? raw.relations.filter((r): r is string => typeof r === 'string') : [];
  return { attributes: Object.fromEntries(pairs), relations };
}

const values = (form: SyncConfigFormOutput) => ({ uri: form.uri, description: form.description, ddl: form.ddl, mappings: storedMappings(form.mappings) });

/** A sync configuration field by field (resources/columns.ts): its stored mappings exported as two columns. */
const syncConfigColumns = columnMap(
  syncConfigs,
  {
    uri: { column: syncConfigs.uri, header: 'URI' },
    description: { column: syncConfigs.description, header: 'Description' },
    ddl: { column: syncConfigs.ddl, header: 'DDL' },
    mappings: { column: mapped(syncConfigs.mappings, mappingsOf), sorts: false, shown: false },
  },
  {
    showsStatus: false,
    export: [
      'uri',
      'description',
      'ddl',
      { header: 'Attributes', value: (c) => Object.entries(c.mappings.attributes).map(([a, col]) => `${a}=${col}`).join(', ') },
      { header: 'Relationships', value: (c) => c.mappings.relations.join(', ') },
      'status',
      'externalId',
    ],
  },
);

// The items the map builds are the contract's sync configurations (checked when compiled).
const _itemIsSyncConfig = (item: ReturnType<typeof syncConfigColumns.item>): SyncConfig => item;

export const syncConfigResource = defineResource({
  name: 'sync/config',
  label: 'Sync configuration',
  table: syncConfigs,
  fields: syncConfigColumns.fields,
  toItems: syncConfigColumns.toItems,
  columns: syncConfigColumns.columns,
  search: syncConfigColumns.search,
  sort: syncConfigColumns.sort,
  defaultSort: { by: 'uri', direction: 'asc' },
  filters: {
    statuses: { values: ['ACTIVE', 'INACTIVE', 'REMOVED'], condition: (values) => inArray(syncConfigs.status, values) },
  },
  create: { schema: syncConfigFormSchema, values },
  update: { schema: syncConfigFormSchema, values },
  export: syncConfigColumns.export,
});
