/**
 * Who hears of a change (`GET /api/events`): a reader hears of changed orders, alerts and visits only when their
 * list would show one of the changed rows (the facilities and accounts given to them; privileged roles all), of
 * uploads and export requests only their own (privileged roles: every upload). Also across API processes, and for a
 * transaction touching more facilities than one notice carries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/index';
import { createTestDatabase, serveOverHttp, testApp, type TestDatabase } from './helpers';
import { openStream, type OpenStream } from './streams';

let database: TestDatabase;
let app: FastifyInstance;
let base: string;
/** Two facilities with orders: the caregiver works in A, the supervisor in B. */
let facilityA: string;
let facilityB: string;

const here = () => ({ app, base });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await database.db.execute(query));
}

/** Gives a demo user exactly these facilities and accounts. */
async function giveScope(username: string, facilities: string[], accounts: string[]): Promise<void> {
  const [user] = await rows<{ id: string }>(sql`select external_id as id from users where username = ${username}`);
  await database.db.execute(sql`delete from user_facilities where user_id = ${user!.id}`);
  await database.db.execute(sql`delete from user_accounts where user_id = ${user!.id}`);
  for (const f of facilities) await database.db.execute(sql`insert into user_facilities (user_id, facility_id) values (${user!.id}, ${f})`);
  for (const a of accounts) {
    await database.db.execute(sql`insert into user_accounts (user_id, account_id, allocation_type) values (${user!.id}, ${a}, 'PRIMARY')`);
  }
}

async function accountsOf(facility: string): Promise<string[]> {
  return (await rows<{ id: string }>(sql`select external_id as id from accounts where facility_id = ${facility} order by account_no`)).map((r) => r.id);
}

async function anOrderIn(facility: string): Promise<{ id: string; account: string }> {
  const [order] = await rows<{ id: string; account: string }>(
    sql`select external_id as id, account_id as account from orders where facility_id = ${facility} order by order_number limit 1`,
  );
  return order!;
}

async function userId(username: string): Promise<string> {
  return (await rows<{ id: string }>(sql`select external_id as id from users where username = ${username}`))[0]!.id;
}

/** Opens one stream per user, waits until each is live, runs `work`, and closes them. */
async function withStreams(usernames: string[], work: (streams: Record<string, OpenStream>) => Promise<void>, on = here()): Promise<void> {
  const streams: Record<string, OpenStream> = {};
  try {
    for (const username of usernames) {
      streams[username] = await openStream(username, on);
      expect(await streams[username].next('ready', 3_000, 0)).toBeDefined();
    }
    await work(streams);
  } finally {
    for (const stream of Object.values(streams)) await stream.close();
  }
}

/** Waits for each of `hearing` to hear `lists` next, then long enough for a notice to the others to have arrived too. */
async function heardBy(hearing: OpenStream[], lists: string[]): Promise<void> {
  for (const stream of hearing) expect(await stream.takeChange()).toEqual(lists);
  await pause(300);
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await testApp(database.db, { listen: database.listen, eventStreamMs: 60_000 });
  base = await serveOverHttp(app);
  const withOrders = await rows<{ id: string }>(sql`select facility_id as id from orders group by facility_id order by count(*) desc, facility_id limit 2`);
  facilityA = withOrders[0]!.id;
  facilityB = withOrders[1]!.id;
  await giveScope('caregiver', [facilityA], await accountsOf(facilityA));
  await giveScope('supervisor', [facilityB], await accountsOf(facilityB));
});

afterAll(async () => {
  app?.server.closeAllConnections();
  await app?.close();
  await database?.close();
});

describe('orders, alerts and visits', () => {
  it("tells a caregiver of facility A nothing of facility B's orders, B's supervisor and privileged users of both", async () => {
    await withStreams(['caregiver', 'supervisor', 'admin', 'support'], async ({ caregiver, supervisor, admin, support }) => {
      const inB = await anOrderIn(facilityB);
      await database.db.execute(sql`update orders set remarks = 'in B' where external_id = ${inB.id}`);
      await heardBy([supervisor!, admin!, support!], ['orders']);
      expect(caregiver!.changes()).toEqual([]);

      const inA = await anOrderIn(facilityA);
      await database.db.execute(sql`update orders set remarks = 'in A' where external_id = ${inA.id}`);
      await heardBy([caregiver!], ['orders']);
      expect(supervisor!.changes()).toEqual([['orders']]);
      expect(admin!.changes()).toEqual([['orders'], ['orders']]);
      expect(support!.changes()).toEqual([['orders'], ['orders']]);
    });
  });

  it("reaches the readers of an order's item, and of both facilities of an order moved from one to another", async () => {
    await withStreams(['caregiver', 'supervisor'], async ({ caregiver, supervisor }) => {
      // A line of an order in B: scoped by its order.
      const inB = await anOrderIn(facilityB);
      await database.db.execute(sql`update order_items set remarks = 'item of B' where order_id = ${inB.id}`);
      await heardBy([supervisor!], ['orders']);
      expect(caregiver!.changes()).toEqual([]);

      // An order of A moved to B leaves A's list and enters B's: both hear.
      const inA = await anOrderIn(facilityA);
      const [accountOfB] = await accountsOf(facilityB);
      await database.db.execute(sql`update orders set facility_id = ${facilityB}, account_id = ${accountOfB!} where external_id = ${inA.id}`);
      await heardBy([caregiver!], ['orders']);
      expect(supervisor!.changes()).toEqual([['orders'], ['orders']]);
    });
  });

  it('reaches a reader given an account and not its facility, for that account only', async () => {
    const inB = await anOrderIn(facilityB);
    const otherAccount = (await accountsOf(facilityB)).find((a) => a !== inB.account);
    // The standard user is given one account of B and no facility.
    await giveScope('standard', [], [inB.account]);
    expect(otherAccount, 'facility B has two accounts').toBeDefined();
    await withStreams(['standard', 'supervisor'], async ({ standard, supervisor }) => {
      // Another order of B, moved between accounts that are not the standard user's.
      await database.db.execute(sql`update orders set account_id = ${otherAccount!} where external_id =
        (select external_id from orders where facility_id = ${facilityB} and account_id <> ${inB.account} limit 1)`);
      await heardBy([supervisor!], ['orders']);
      expect(standard!.changes()).toEqual([]);
      await database.db.execute(sql`update orders set remarks = 'of the account' where external_id = ${inB.id}`);
      await heardBy([standard!], ['orders']);
    });
  });

  it("scopes alerts and visits as orders: B's changes reach B's supervisor, not A's", async () => {
    // The caregiver lists neither: A's reader here is the supervisor, given A for the while.
    const [visitInB] = await rows<{ id: string }>(sql`select external_id as id from visit_definitions where facility_id = ${facilityB} limit 1`);
    const [alertInB] = await rows<{ id: string }>(sql`select external_id as id from alerts where facility_id = ${facilityB} limit 1`);
    expect(visitInB && alertInB, 'the demo data has a visit and an alert in B').toBeTruthy();
    await withStreams(['supervisor'], async ({ supervisor: ofB }) => {
      await giveScope('supervisor', [facilityA], await accountsOf(facilityA));
      try {
        await withStreams(['supervisor'], async ({ supervisor: ofA }) => {
          await database.db.execute(sql`update visit_tasks set task_status = task_status where visit_id = ${visitInB!.id}`);
          await heardBy([ofB!], ['visits']);
          await database.db.execute(sql`update alerts set message = message where external_id = ${alertInB!.id}`);
          await heardBy([ofB!], ['alerts/orders', 'alerts/par', 'alerts/pm']);
          expect(ofA!.changes()).toEqual([]);
        });
      } finally {
        await giveScope('supervisor', [facilityB], await accountsOf(facilityB));
      }
    });
  });

  it('sends a transaction touching hundreds of facilities as several notices within the payload limit, each reader hearing theirs', async () => {
    // 250 facilities with an account and an alert each, written in one statement.
    const [enterprise] = await rows<{ id: string }>(sql`select external_id as id from enterprises limit 1`);
    await database.db.execute(sql`insert into facilities (name, enterprise_id) select 'Notice ward ' || i, ${enterprise!.id} from generate_series(1, 250) i`);
    await database.db.execute(sql`insert into accounts (account_no, name, time_zone, facility_id)
      select 'NW-' || f.name, f.name, 'UTC', f.external_id from facilities f where f.name like 'Notice ward %'`);
    const wards = await rows<{ facility: string; account: string }>(sql`select f.external_id as facility, a.external_id as account
      from facilities f join accounts a on a.facility_id = f.external_id where f.name like 'Notice ward %' order by f.external_id`);
    // One stream of the supervisor working in the ward whose key sorts last (the last notice carries it), one of
    // them working in facility A, none of the wards.
    const last = wards.at(-1)!;
    const payloads: string[] = [];
    const stop = await database.listen('equipdesk_changes', (payload) => payloads.push(payload));
    try {
      await giveScope('supervisor', [facilityA], []);
      await withStreams(['supervisor'], async ({ supervisor: outside }) => {
        await giveScope('supervisor', [last.facility], []);
        await withStreams(['supervisor'], async ({ supervisor: inside }) => {
          await database.db.execute(sql`insert into alerts (kind, alert_status, message, account_id, facility_id)
            select 'PM', 'OPEN', 'Notice ward check', a.external_id, a.facility_id from accounts a where a.name like 'Notice ward %'`);
          await heardBy([inside!], ['alerts/orders', 'alerts/par', 'alerts/pm']);
          expect(outside!.changes()).toEqual([]);
        });
      });
      const notices = payloads.map((p) => JSON.parse(p) as { t: string; facilities?: string[]; accounts?: string[] });
      expect(notices.length).toBeGreaterThan(2);
      for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
      expect(notices.flatMap((n) => n.facilities ?? []).sort()).toEqual(wards.map((w) => w.facility).sort());
      expect(notices.flatMap((n) => n.accounts ?? []).sort()).toEqual(wards.map((w) => w.account).sort());
    } finally {
      await stop();
      await giveScope('supervisor', [facilityB], await accountsOf(facilityB));
    }
  });
});

describe('uploads and export requests', () => {
  it("tells a user of their own uploads and export requests only, privileged users of every upload but not others' requests", async () => {
    const supervisorId = await userId('supervisor');
    const technicianId = await userId('technician');
    // An upload and an export request of the technician to begin with (a change is heard by the owners before and after it).
    const [upload] = await rows<{ id: string }>(sql`select external_id as id from uploads order by external_id limit 1`);
    const [request] = await rows<{ id: string }>(sql`select external_id as id from export_requests order by external_id limit 1`);
    expect(upload && request, 'the demo data has an upload and an export request').toBeTruthy();
    await database.db.execute(sql`update uploads set user_id = ${technicianId} where external_id = ${upload!.id}`);
    await database.db.execute(sql`update export_requests set user_id = ${technicianId} where external_id = ${request!.id}`);
    await withStreams(['supervisor', 'admin'], async ({ supervisor, admin }) => {
      // The technician's upload: the administrator lists every upload, the supervisor only theirs.
      await database.db.execute(sql`update uploads set processed_rows_count = processed_rows_count where external_id = ${upload!.id}`);
      await heardBy([admin!], ['accounts/uploads', 'assets/uploads', 'locations/uploads']);
      expect(supervisor!.changes()).toEqual([]);
      // It becomes the supervisor's (their role views the asset and location upload histories, not the accounts one).
      await database.db.execute(sql`update uploads set user_id = ${supervisorId} where external_id = ${upload!.id}`);
      await heardBy([supervisor!], ['assets/uploads', 'locations/uploads']);

      // An export request is listed to its issuer only, privileged or not.
      await database.db.execute(sql`update export_requests set user_id = ${supervisorId}, processing_log = 'theirs' where external_id = ${request!.id}`);
      await heardBy([supervisor!], ['assets/productivity/history', 'assets/utilization/history']);
      expect(admin!.changes()).toEqual([['accounts/uploads', 'assets/uploads', 'locations/uploads'], ['accounts/uploads', 'assets/uploads', 'locations/uploads']]);
    });
  });
});

describe('across API processes', () => {
  it('scopes the notices a second process hears as the first does', async () => {
    const other = await testApp(database.db, { listen: database.listen, eventStreamMs: 60_000 });
    const otherBase = await serveOverHttp(other);
    try {
      await withStreams(
        ['caregiver', 'supervisor'],
        async ({ caregiver, supervisor }) => {
          const inB = await anOrderIn(facilityB);
          await database.db.execute(sql`update orders set remarks = 'in B, seen elsewhere' where external_id = ${inB.id}`);
          await heardBy([supervisor!], ['orders']);
          expect(caregiver!.changes()).toEqual([]);
        },
        { app: other, base: otherBase },
      );
    } finally {
      other.server.closeAllConnections();
      await other.close();
    }
  });
});
