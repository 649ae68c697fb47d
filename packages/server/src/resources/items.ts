/** Small mappers shared by resource declarations: rows to the contract's JSON. */
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Audited, EntityStatus } from '@equipdesk/api-client/contract';
import { dateTimeColumn, type TabularColumn } from './tabular';

export const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);
export const asStatus = (s: string): EntityStatus => s as EntityStatus;

export function auditOf(row: {
  createdBy: string | null;
  createdTimestamp: Date;
  lastModifiedBy: string | null;
  lastModifiedTimestamp: Date;
}): Required<Audited> {
  return {
    createdBy: row.createdBy,
    createdTimestamp: iso(row.createdTimestamp),
    lastModifiedBy: row.lastModifiedBy,
    lastModifiedTimestamp: iso(row.lastModifiedTimestamp),
  };
}

type AuditKey = 'createdBy' | 'createdTimestamp' | 'lastModifiedBy' | 'lastModifiedTimestamp';

/** The four audit columns of a table, in the order every item ends with them: a list's fields, a JSON item. */
export function auditColumns<T extends Record<AuditKey, PgColumn>>(table: T): Pick<T, AuditKey> {
  const { createdBy, createdTimestamp, lastModifiedBy, lastModifiedTimestamp } = table;
  return { createdBy, createdTimestamp, lastModifiedBy, lastModifiedTimestamp };
}

/** Scoped queries with an empty scope must match nothing, not everything. */
export const NO_ID = '00000000-0000-0000-0000-000000000000';
export const inScope = (scope: readonly string[]): string[] => (scope.length > 0 ? [...scope] : [NO_ID]);

/** The audit columns of an export; `prefix` names whose they are where a list's own column has the same name. */
export function auditExportColumns(prefix = ''): TabularColumn<Audited>[] {
  return [
    { header: `${prefix}Created By`, value: (i: Audited) => i.createdBy ?? null },
    dateTimeColumn(`${prefix}Created`, (i: Audited) => i.createdTimestamp),
    { header: `${prefix}Last Modified By`, value: (i: Audited) => i.lastModifiedBy ?? null },
    dateTimeColumn(`${prefix}Last Modified`, (i: Audited) => i.lastModifiedTimestamp),
  ];
}
export const AUDIT_EXPORT_COLUMNS = auditExportColumns();
