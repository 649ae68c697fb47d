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
import { AUDIT_EXPORT_COLUMNS, asStatus, auditColumns, auditOf } from '../resources/items';

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

export const syncConfigResource = defineResource({
  name: 'sync/config',
  label: 'Sync configuration',
  table: syncConfigs,
  fields: {
    externalId: syncConfigs.externalId,
    uri: syncConfigs.uri,
    description: syncConfigs.description,
    ddl: syncConfigs.ddl,
    mappings: syncConfigs.mappings,
    status: syncConfigs.status,
    ...auditColumns(syncConfigs),
  },
  toItems: (rows): SyncConfig[] =>
    rows.map((c) => ({
      externalId: c.externalId,
      uri: c.uri,
      description: c.description,
      ddl: c.ddl,
      mappings: mappingsOf(c.mappings),
      status: asStatus(c.status),
      ...auditOf(c),
    })),
  columns: { uri: syncConfigs.uri, description: syncConfigs.description, ddl: syncConfigs.ddl },
  search: [syncConfigs.uri, syncConfigs.description, syncConfigs.ddl],
  sort: {
    uri: syncConfigs.uri,
    description: syncConfigs.description,
    ddl: syncConfigs.ddl,
    status: syncConfigs.status,
    createdTimestamp: syncConfigs.createdTimestamp,
    lastModifiedTimestamp: syncConfigs.lastModifiedTimestamp,
  },
  defaultSort: { by: 'uri', direction: 'asc' },
  filters: {
    statuses: { values: ['ACTIVE', 'INACTIVE', 'REMOVED'], condition: (values) => inArray(syncConfigs.status, values) },
  },
  create: { schema: syncConfigFormSchema, values },
  update: { schema: syncConfigFormSchema, values },
  export: [
    { header: 'URI', value: (c: SyncConfig) => c.uri },
    { header: 'Description', value: (c: SyncConfig) => c.description },
    { header: 'DDL', value: (c: SyncConfig) => c.ddl },
    { header: 'Attributes', value: (c: SyncConfig) => Object.entries(c.mappings.attributes).map(([a, col]) => `${a}=${col}`).join(', ') },
    { header: 'Relationships', value: (c: SyncConfig) => c.mappings.relations.join(', ') },
    { header: 'Status', value: (c: SyncConfig) => c.status },
    { header: 'UUID', value: (c: SyncConfig) => c.externalId },
    ...AUDIT_EXPORT_COLUMNS,
  ],
});
