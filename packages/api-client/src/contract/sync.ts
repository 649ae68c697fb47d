/** Sync configurations (spec 3 §2.13, §3, §7 "Sync config"; the payload names are our decision). */
import type { Audited, ListQuery } from './envelopes';
import type { EntityStatus } from './enums';

export interface SyncMappings {
  /** JSON attribute → column (the column defaults to the attribute in snake case). */
  attributes: Record<string, string>;
  relations: string[];
}

export interface SyncConfig extends Audited {
  externalId: string;
  uri: string;
  description: string | null;
  /** DDL statements separated by a semicolon and a new line. */
  ddl: string | null;
  mappings: SyncMappings;
  status: EntityStatus;
}

export interface SyncConfigForm {
  externalId?: string;
  uri: string;
  description: string;
  ddl: string;
  mappings: SyncMappings;
}

export type SyncConfigQuery = ListQuery;
