/**
 * Change notices for open consoles, as the database sends them and as each reader may hear them: which lists
 * changed, never what (the console refetches those lists through the ordinary, scoped and granted calls), and only
 * to a reader who could list one of the changed rows. The stream itself is `GET /api/events` (http/events.ts).
 *
 * The source is the database: statement triggers (migration 0023) send `NOTIFY equipdesk_changes` with the table
 * and the scope keys of the rows a statement changed (their facilities and accounts, or their owners), delivered at
 * commit and never for a rolled-back change. Every API process LISTENs on its own connection, so a change committed
 * through any process (or by a job, or by hand in psql) reaches the consoles connected to all of them, and each
 * process decides alone who hears it.
 */
import { isAllowed, type PermissionEntry } from '@equipdesk/permissions';
import { LIVE_LISTS, type LiveList } from '@equipdesk/api-client/contract';

/** The channel migration 0023 notifies on. */
export const CHANGES_CHANNEL = 'equipdesk_changes';

/**
 * Whose rows of a table a reader lists, as the list itself decides:
 * - `facility-or-account`: privileged roles all, others those of the accounts or facilities given to them
 *   (resources/scope.ts: orders, alerts, visits);
 * - `owner-or-privileged`: privileged roles all, others their own (the upload histories, uploads/routes.ts);
 * - `owner`: everyone their own only (the export request histories, exports/requests.ts).
 */
export type NoticeScope = 'facility-or-account' | 'owner-or-privileged' | 'owner';

/**
 * The lists a change of each table touches, by the name the console lists them under (the API path of the list,
 * which is also the permission area that grants viewing it), and whose rows they are. Tables not named here send
 * no notice; migration 0023 puts its triggers on exactly these (test/events.test.ts checks it).
 */
export const NOTICES_OF_TABLE: Readonly<Record<string, { lists: readonly LiveList[]; scope: NoticeScope }>> = {
  orders: { lists: ['orders'], scope: 'facility-or-account' },
  order_items: { lists: ['orders'], scope: 'facility-or-account' },
  order_completions: { lists: ['orders'], scope: 'facility-or-account' },
  order_signatures: { lists: ['orders'], scope: 'facility-or-account' },
  alerts: { lists: ['alerts/orders', 'alerts/pm', 'alerts/par'], scope: 'facility-or-account' },
  visit_definitions: { lists: ['visits'], scope: 'facility-or-account' },
  visit_definition_locations: { lists: ['visits'], scope: 'facility-or-account' },
  visit_tasks: { lists: ['visits'], scope: 'facility-or-account' },
  // An upload's counters move as its job commits each chunk (uploads/process.ts); its rows table never is listed.
  uploads: { lists: ['assets/uploads', 'locations/uploads', 'accounts/uploads'], scope: 'owner-or-privileged' },
  // An export request's status and processing log move as its job works (exports/job.ts).
  export_requests: { lists: ['assets/productivity/history', 'assets/utilization/history'], scope: 'owner' },
};

export { LIVE_LISTS };

/**
 * The notices of migration 0025 name this instead of a table: the users whose sessions may have ended (a token
 * revoked or deleted, a user's status or flags changed). They are no list's: each stream of those users reads its
 * session again (http/events.ts).
 */
export const SESSIONS_NOTICE = 'sessions';

/** One notice as the database sends it: a table, and the keys of the rows that changed (any may be empty). */
export interface ChangeNotice {
  table: string;
  facilities: string[];
  accounts: string[];
  users: string[];
}

const idsOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** Reads a payload of migration 0023 (`{"t": table, "facilities" | "accounts" | "users": [ids]}`); null for anything else. */
export function parseNotice(payload: string): ChangeNotice | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { t, facilities, accounts, users } = parsed as Record<string, unknown>;
  if (typeof t !== 'string' || (t !== SESSIONS_NOTICE && !Object.hasOwn(NOTICES_OF_TABLE, t))) return null;
  return { table: t, facilities: idsOf(facilities), accounts: idsOf(accounts), users: idsOf(users) };
}

/** The keys of a table's rows changed within one batching window. A table with no key at all: rows without one. */
export interface ChangedKeys {
  facilities: Set<string>;
  accounts: Set<string>;
  users: Set<string>;
}

/** What changed within one batching window. */
export interface ChangeBatch {
  /** Anything may have changed (the LISTEN was lost and is back, notices sent meanwhile are gone). */
  everything: boolean;
  tables: ReadonlyMap<string, ChangedKeys>;
  /** Users whose sessions may have ended (`everything` too may have ended any). */
  sessions: ReadonlySet<string>;
}

/** Who reads a stream: their grants and the rows they may list. */
export interface NoticeReader {
  userId: string;
  permissions: readonly PermissionEntry[];
  /** ROLE_ADMIN, ROLE_SUPPORT and ROLE_TECHNICIAN list every facility's and account's rows. */
  privileged: boolean;
  /** The facilities and accounts given to the reader (empty for a privileged one, who needs none). */
  facilities: ReadonlySet<string>;
  accounts: ReadonlySet<string>;
}

function meets(keys: ReadonlySet<string>, mine: ReadonlySet<string>): boolean {
  const [small, large] = keys.size <= mine.size ? [keys, mine] : [mine, keys];
  for (const key of small) if (large.has(key)) return true;
  return false;
}

/** True when the reader lists at least one of the changed rows of a table under this scope. */
function hears(reader: NoticeReader, scope: NoticeScope, keys: ChangedKeys): boolean {
  switch (scope) {
    case 'facility-or-account':
      // A row is listed when its account or its facility is the reader's: the union of the rows' keys meets the
      // reader's exactly when one row does, so the keys travel as two sets.
      return reader.privileged || meets(keys.facilities, reader.facilities) || meets(keys.accounts, reader.accounts);
    case 'owner-or-privileged':
      return reader.privileged || keys.users.has(reader.userId);
    case 'owner':
      return keys.users.has(reader.userId);
  }
}

/** The lists of `lists` the reader may view: a notice never names a list its reader cannot open. */
export function visibleLists(reader: Pick<NoticeReader, 'permissions'>, lists: readonly string[]): string[] {
  return lists.filter((list) => isAllowed(reader.permissions, list, 'VIEW'));
}

/** The lists a batch tells this reader of (sorted; empty: nothing for them). */
export function listsHeardBy(reader: NoticeReader, batch: ChangeBatch): string[] {
  const lists = new Set<string>();
  if (batch.everything) for (const list of LIVE_LISTS) lists.add(list);
  else {
    for (const [table, keys] of batch.tables) {
      const notices = NOTICES_OF_TABLE[table];
      if (notices && hears(reader, notices.scope, keys)) for (const list of notices.lists) lists.add(list);
    }
  }
  return visibleLists(reader, [...lists].sort());
}

/** Subscribes to a database channel; resolves with the function that stops listening. */
export type Listen = (
  channel: string,
  onNotice: (payload: string) => void,
  /** Called when the listening connection was lost and is back: notices may have been missed meanwhile. */
  onResumed?: () => void,
) => Promise<() => Promise<void>>;

export interface ChangeHubOptions {
  listen?: Listen;
  /** Notices arriving within this window go out as one event. @default 150 */
  batchMs?: number;
}

export interface ChangeHub {
  /** Calls `onBatch` with what changed since the last call (batched); returns the unsubscribe. */
  subscribe(onBatch: (batch: ChangeBatch) => void): () => void;
  close(): Promise<void>;
}

/** One LISTEN per process, fanned out to every open stream of that process. */
export async function createChangeHub(options: ChangeHubOptions = {}): Promise<ChangeHub> {
  const batchMs = options.batchMs ?? 150;
  const subscribers = new Set<(batch: ChangeBatch) => void>();
  let everything = false;
  let tables = new Map<string, ChangedKeys>();
  let sessions = new Set<string>();
  let timer: NodeJS.Timeout | null = null;

  const flush = () => {
    timer = null;
    const batch: ChangeBatch = { everything, tables, sessions };
    everything = false;
    tables = new Map();
    sessions = new Set();
    if (!batch.everything && batch.tables.size === 0 && batch.sessions.size === 0) return;
    for (const subscriber of subscribers) subscriber(batch);
  };
  const later = () => {
    timer ??= setTimeout(flush, batchMs);
  };
  const queue = (notice: ChangeNotice) => {
    if (notice.table === SESSIONS_NOTICE) {
      for (const id of notice.users) sessions.add(id);
      later();
      return;
    }
    let keys = tables.get(notice.table);
    if (!keys) tables.set(notice.table, (keys = { facilities: new Set(), accounts: new Set(), users: new Set() }));
    for (const id of notice.facilities) keys.facilities.add(id);
    for (const id of notice.accounts) keys.accounts.add(id);
    for (const id of notice.users) keys.users.add(id);
    later();
  };

  const stop = options.listen
    ? await options.listen(
        CHANGES_CHANNEL,
        (payload) => {
          const notice = parseNotice(payload);
          if (notice) queue(notice);
        },
        () => {
          everything = true;
          later();
        },
      )
    : null;

  return {
    subscribe(onBatch) {
      subscribers.add(onBatch);
      return () => subscribers.delete(onBatch);
    },
    async close() {
      if (timer) clearTimeout(timer);
      subscribers.clear();
      await stop?.();
    },
  };
}
