/**
 * What an event's `changes` holds: the fields a change touched, each with its old and new value as JSON. Secrets
 * (password hashes) read as "changed", files as their size, bookkeeping columns are left out.
 */
import { AUDIT_SECRET_VALUE, type AuditFieldChange } from '@equipdesk/api-client/contract';

/** Columns the layer sets on every write: they say when and by whom, which the event itself records. */
const BOOKKEEPING = new Set(['internalId', 'externalId', 'createdBy', 'createdTimestamp', 'lastModifiedBy', 'lastModifiedTimestamp']);

/** Fields whose values never enter the trail. */
// An enterprise's passwordSignIn is a setting (on or off), not a secret.
const SECRET = /password(?!SignIn)|secret|token/i;

/** A value as the trail keeps it: JSON-safe, dates as ISO-8601, binary as its size. */
export function auditValue(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return `(${value.byteLength} bytes)`;
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(auditValue);
  if (typeof value === 'object') return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, auditValue(v)]));
  return value;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The fields that differ between two versions of a row (`before` null: created, every field set is a change from
 * null). Secret fields appear as "changed" on both sides, and only when they changed.
 */
export function fieldChanges(before: Readonly<Record<string, unknown>> | null, after: Readonly<Record<string, unknown>>): AuditFieldChange[] {
  const changes: AuditFieldChange[] = [];
  for (const field of Object.keys(after)) {
    if (BOOKKEEPING.has(field)) continue;
    const old = auditValue(before ? before[field] : null);
    const now = auditValue(after[field]);
    if (same(old, now)) continue;
    if (SECRET.test(field)) {
      changes.push({ field, old: before ? AUDIT_SECRET_VALUE : null, new: AUDIT_SECRET_VALUE });
      continue;
    }
    changes.push({ field, old, new: now });
  }
  return changes;
}

/** A short name of a row for the summary line: its name, username, serial number, number or id. */
export function displayNameOf(row: Readonly<Record<string, unknown>>): string {
  for (const key of ['name', 'username', 'serialNumber', 'orderNo', 'accountNo', 'contractNo', 'displayLabel', 'value', 'uri']) {
    const value = row[key];
    if (typeof value === 'string' && value.length > 0) return value;
    if (typeof value === 'number') return String(value);
  }
  return String(row.externalId ?? row.internalId ?? '');
}
