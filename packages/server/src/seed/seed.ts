/**
 * Demo data for a first start: the roles and their grants, one user per role plus `noaccess`, and
 * realistic volumes across every area so each screen has something to show. Deterministic (seeded
 * PRNG); `scale` is the number of assets, everything else follows from it within sensible bounds.
 */
import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  BROADCAST_TYPES,
  PICKLIST_TYPES,
  visitMinimumEnd,
  visitOccurrence,
  type MetricViewConfig,
} from '@equipdesk/api-client/contract';
import { hashPassword } from '../auth/passwords';
import { assetResource } from '../assets/resource';
import { fillJsonStore } from '../resources/resource';
import type { Db } from '../db/index';
import * as t from '../db/schema';
import {
  CATEGORY_OF_STATUS,
  DEMO_EMAIL_DOMAIN,
  DEMO_PASSWORD,
  DEPARTMENTS,
  ENTERPRISE_NAMES,
  FACILITY_NAMES,
  FIRST_NAMES,
  LAST_NAMES,
  MODEL_FAMILIES,
  PICKLISTS,
  STATUS_WEIGHTS,
  TIME_ZONES,
} from './data';
import { AUDIT_LOG_AREA } from '@equipdesk/permissions';
import { DEMO_ROLES, MOBILE_AREAS, MOBILE_PLATFORMS, MOBILE_TYPES, catalogueEntries, roleHolds } from './grants';
import { insertHistory, seedHistory } from './history';
import { seedUtilizationMetrics } from './metrics';
import { createRandom, type Random } from './random';
import { SUMMARY_HOURS, seedUtilizationSummaries } from './utilization';
import { seededResultFile, seededUploadCounts } from './uploads';
import { DEMO_SIGNATURES } from '../orders/signature';

export interface SeedOptions {
  /** Number of assets (default 5,000). */
  scale?: number;
  /** The moment the demo data is relative to (default: now). */
  now?: Date;
  /** PRNG seed (default 2026). */
  seed?: number;
}

export interface SeedReport {
  ms: number;
  counts: Record<string, number>;
}

export const DEFAULT_SCALE = 5_000;
/** History rows at most: about five changes for each of the demo's 5,000 assets, seeded in a few seconds. */
const HISTORY_ROWS_MAX = 30_000;
const SEEDED_BY = 'system';
const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;

/** Demo sign-ins (DESIGN.md): one per role plus `noaccess`. */
export const DEMO_USERS: readonly { username: string; name: string; role: string; type: 'A2' | 'CAPITAL' | 'BOTH' }[] = [
  { username: 'admin', name: 'Alex Admin', role: 'ROLE_ADMIN', type: 'BOTH' },
  { username: 'supervisor', name: 'Sam Supervisor', role: 'ROLE_SUPERVISOR', type: 'BOTH' },
  { username: 'technician', name: 'Terry Technician', role: 'ROLE_TECHNICIAN', type: 'BOTH' },
  { username: 'standard', name: 'Stacy Standard', role: 'ROLE_STANDARD', type: 'A2' },
  { username: 'customer', name: 'Casey Customer', role: 'ROLE_CUSTOMER', type: 'A2' },
  { username: 'support', name: 'Pat Support', role: 'ROLE_SUPPORT', type: 'BOTH' },
  { username: 'stakeholder', name: 'Robin Stakeholder', role: 'ROLE_STAKEHOLDER', type: 'CAPITAL' },
  { username: 'caregiver', name: 'Cameron Caregiver', role: 'ROLE_CAREGIVER', type: 'A2' },
  { username: 'noaccess', name: 'Nico Noaccess', role: 'ROLE_NONE', type: 'A2' },
];

export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.users);
  return (row?.n ?? 0) > 0;
}

/** Inserts in batches: one statement per batch keeps PGlite fast and under PostgreSQL's parameter limit. */
async function insertAll<T extends PgTable>(db: Db, table: T, rows: readonly T['$inferInsert'][], batch = 500): Promise<number> {
  for (let i = 0; i < rows.length; i += batch) {
    // Drizzle cannot relate a generic table's $inferInsert to its insert builder's value type.
    await db.insert(table).values(rows.slice(i, i + batch) as never);
  }
  return rows.length;
}

const audit = (at: Date, by = SEEDED_BY) => ({
  createdBy: by,
  createdTimestamp: at,
  lastModifiedBy: by,
  lastModifiedTimestamp: at,
});

const dateOnly = (d: Date): string => d.toISOString().slice(0, 10);

function personName(r: Random): string {
  return `${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}`;
}

function rfid(r: Random): string {
  let s = '';
  for (let i = 0; i < 24; i++) s += '0123456789ABCDEF'[r.int(0, 15)];
  return s;
}

export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<SeedReport> {
  const started = Date.now();
  const scale = Math.max(1, Math.floor(options.scale ?? DEFAULT_SCALE));
  const now = options.now ?? new Date();
  const r = createRandom(options.seed ?? 2026);
  const counts: Record<string, number> = {};
  const small = scale < 1_000;
  const past = (maxDays: number, minDays = 0): Date => new Date(now.getTime() - (minDays * DAY + r.next() * (maxDays - minDays) * DAY));

  const passwordHashes = await Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD)));

  await db.transaction(async (tx) => {
    const dbx = tx as unknown as Db;
    const add = async <T extends PgTable>(name: string, table: T, rows: readonly T['$inferInsert'][], batch?: number) => {
      counts[name] = (counts[name] ?? 0) + (await insertAll(dbx, table, rows, batch));
    };

    // ---------------------------------------------------------- roles and the permission matrix
    const roleRows = DEMO_ROLES.map((role) => ({ externalId: r.uuid(), name: role.name, identifier: role.identifier, ...audit(past(400, 300)) }));
    await add('roles', t.roles, roleRows);
    const roleId = (identifier: string): string => roleRows.find((x) => x.identifier === identifier)!.externalId;

    // The audit log's rows come after the mobile ones, from a PRNG of their own (below): the demo data stays as it was.
    const catalogue = catalogueEntries().filter((entry) => entry.value !== AUDIT_LOG_AREA);
    const permissionRows = catalogue.map((p) => ({
      externalId: r.uuid(),
      platform: 'WEB',
      context: p.context,
      type: p.type,
      value: p.value,
      description: p.description,
      ...audit(past(400, 300)),
    }));
    await add('permissions', t.permissions, permissionRows);
    const cells: (typeof t.rolePermissions.$inferInsert)[] = [];
    DEMO_ROLES.forEach((role, ri) => {
      catalogue.forEach((entry, pi) => {
        const granted = roleHolds(role.grants, entry);
        // A few denied cells are locked, so the matrix shows its lock icon.
        const locked = !granted && role.identifier === 'ROLE_STAKEHOLDER' && entry.value === 'sync/config';
        cells.push({
          externalId: r.uuid(),
          roleId: roleRows[ri]!.externalId,
          permissionId: permissionRows[pi]!.externalId,
          granted,
          status: locked ? 'INACTIVE' : 'ACTIVE',
          ...audit(past(300, 200)),
        });
      });
    });
    await add('rolePermissions', t.rolePermissions, cells, 1000);

    // Mobile rows of the matrix: all denied, so web sessions are unchanged; the customer and
    // caregiver cells on IOS are locked. A PRNG of their own keeps the rest of the demo data as it was.
    const rm = createRandom(7);
    const mobileRows = MOBILE_PLATFORMS.flatMap((platform) =>
      MOBILE_AREAS.flatMap((value) =>
        MOBILE_TYPES.map((type) => ({
          externalId: rm.uuid(),
          platform,
          context: 'MODULE',
          type,
          value,
          description: `${type} on ${value.replace(/[/-]/g, ' ')} in the ${platform === 'IOS' ? 'iOS' : 'Android'} app`,
          ...audit(new Date(now.getTime() - (300 + rm.next() * 100) * DAY)),
        })),
      ),
    );
    await add('permissions', t.permissions, mobileRows);
    const mobileCells = roleRows.flatMap((role) =>
      mobileRows.map((p) => ({
        externalId: rm.uuid(),
        roleId: role.externalId,
        permissionId: p.externalId,
        granted: false,
        status: p.platform === 'IOS' && (role.identifier === 'ROLE_CUSTOMER' || role.identifier === 'ROLE_CAREGIVER') ? 'INACTIVE' : 'ACTIVE',
        ...audit(new Date(now.getTime() - (200 + rm.next() * 100) * DAY)),
      })),
    );
    await add('rolePermissions', t.rolePermissions, mobileCells, 1000);
    const ra = createRandom(11);
    const auditLogEntries = catalogueEntries().filter((entry) => entry.value === AUDIT_LOG_AREA);
    const auditLogRows = auditLogEntries.map((p) => ({ externalId: ra.uuid(), platform: 'WEB', context: p.context, type: p.type, value: p.value, description: p.description, ...audit(now) }));
    await add('permissions', t.permissions, auditLogRows);
    const auditLogCells = DEMO_ROLES.flatMap((role, ri) =>
      auditLogRows.map((p, pi) => ({
        externalId: ra.uuid(),
        roleId: roleRows[ri]!.externalId,
        permissionId: p.externalId,
        granted: roleHolds(role.grants, auditLogEntries[pi]!),
        ...audit(now),
      })),
    );
    await add('rolePermissions', t.rolePermissions, auditLogCells);

    // ---------------------------------------------------------- pick lists
    const picklistRows = PICKLIST_TYPES.flatMap((name) =>
      PICKLISTS[name].map(([value, displayLabel]) => ({ externalId: r.uuid(), name, value, displayLabel, ...audit(past(300, 200)) })),
    );
    await add('picklistValues', t.picklistValues, picklistRows);
    const values = (name: keyof typeof PICKLISTS): string[] => PICKLISTS[name].map(([v]) => v);
    const businessTypes = values('BusinessType');
    const serviceTypes = values('ServiceType');
    const contractTypes = values('ContractType');

    // ---------------------------------------------------------- enterprises, facilities, accounts, contracts
    const enterpriseRows = ENTERPRISE_NAMES.map((name) => ({ externalId: r.uuid(), name, ...audit(past(400, 300)) }));
    await add('enterprises', t.enterprises, enterpriseRows);

    const facilityRows = FACILITY_NAMES.map((name, i) => ({
      externalId: r.uuid(),
      name,
      type: r.weighted([['A2', 6], ['CAPITAL', 2], ['BOTH', 2]] as const),
      enterpriseId: enterpriseRows[Math.floor(i / 4)]!.externalId,
      ...audit(past(360, 250)),
    }));
    await add('facilities', t.facilities, facilityRows);

    const accountRows: (typeof t.accounts.$inferInsert & { externalId: string; facilityId: string })[] = [];
    facilityRows.forEach((facility, fi) => {
      const departments = r.sample(DEPARTMENTS, 3);
      const tz = TIME_ZONES[fi % TIME_ZONES.length]!;
      for (const dept of departments) {
        accountRows.push({
          externalId: r.uuid(),
          accountNo: String(100_000 + accountRows.length * 7 + r.int(0, 6)),
          name: `${facility.name.split(' ')[0]} ${dept}`,
          timeZone: tz,
          facilityId: facility.externalId,
          pmAlertsDurationMinutes: r.pick([30, 30, 45, 60]) * 1440,
          visitTimeoutMinutes: r.pick([6, 6, 8, 12]) * 60,
          statTimeMinutes: r.pick([60, 90, 120, 120]),
          standardTimeMinutes: r.pick([240, 300, 300, 360]),
          sendLateOrderAlerts: r.chance(0.5),
          sendDelayedOrderAlerts: r.chance(0.4),
          moveAssets: r.chance(0.3),
          moveLocations: r.chance(0.2),
          status: r.weighted([['ACTIVE', 55], ['INACTIVE', 3], ['REMOVED', 2]] as const),
          ...audit(past(300, 200)),
        });
      }
    });
    // The first accounts are the ones demo users work in; keep them active.
    for (const a of accountRows.slice(0, 9)) a.status = 'ACTIVE';
    await add('accounts', t.accounts, accountRows);
    const accountsOfFacility = new Map<string, typeof accountRows>();
    for (const a of accountRows) accountsOfFacility.set(a.facilityId, [...(accountsOfFacility.get(a.facilityId) ?? []), a]);

    const contractRows = Array.from({ length: 40 }, (_, i) => {
      const start = past(700, 30);
      return {
        externalId: r.uuid(),
        contractNo: String(5_000_000 + i * 13),
        type: r.pick(contractTypes),
        facilityId: facilityRows[i % facilityRows.length]!.externalId,
        startTimestamp: start,
        expiryTimestamp: new Date(start.getTime() + r.int(365, 1095) * DAY),
        status: i % 17 === 16 ? 'INACTIVE' : 'ACTIVE',
        ...audit(start),
      };
    });
    await add('contracts', t.contracts, contractRows);
    const contractsOfFacility = new Map<string, string[]>();
    for (const c of contractRows) contractsOfFacility.set(c.facilityId, [...(contractsOfFacility.get(c.facilityId) ?? []), c.externalId]);

    // ---------------------------------------------------------- locations: unit > room > bed, plus storage
    type LocationRow = typeof t.locations.$inferInsert & { externalId: string; accountId: string; name: string; type: string };
    const locationRows: LocationRow[] = [];
    const location = (account: (typeof accountRows)[number], name: string, type: string, parentId: string | null, group: string | null): LocationRow => {
      const status = r.weighted(STATUS_WEIGHTS.filter(([s]) => ['IN USE', 'INVENTORY', 'STAND BY', 'PAR', 'CLINICAL NEED'].includes(s)));
      const row: LocationRow = {
        externalId: r.uuid(),
        name,
        type,
        groupName: group,
        inventoryPowerLevel: r.pick([300, 300, 250, 200, 150]),
        utilizationStatus: status,
        utilizationCategory: CATEGORY_OF_STATUS[status],
        accountId: account.externalId,
        facilityId: account.facilityId,
        parentId,
        hasRfidReaders: false,
        status: r.chance(0.03) ? 'INACTIVE' : 'ACTIVE',
        ...audit(past(250, 150)),
      };
      locationRows.push(row);
      return row;
    };
    accountRows.forEach((account, ai) => {
      const floor = 1 + (ai % 9);
      const unit = location(account, `${floor} ${r.pick(['North', 'South', 'East', 'West'])}`, ai % 5 === 0 ? 'ZONE' : 'UNIT', null, `Floor ${floor}`);
      const rooms = r.int(2, 3);
      for (let k = 0; k < rooms; k++) {
        const roomNo = floor * 100 + k + 1;
        const room = location(account, `Room ${roomNo}`, 'ROOM', unit.externalId, `Floor ${floor}`);
        if (r.chance(0.6)) location(account, `Bed ${roomNo}-A`, 'BED', room.externalId, `Floor ${floor}`);
      }
      location(account, `${account.name.split(' ').slice(1).join(' ')} Storage`.slice(0, 100), 'STORAGE', null, 'Storage');
      if (ai % 6 === 0) location(account, 'Loading Dock', 'DOCK', null, null);
    });
    await add('locations', t.locations, locationRows);
    const locationsOfAccount = new Map<string, LocationRow[]>();
    for (const l of locationRows) locationsOfAccount.set(l.accountId, [...(locationsOfAccount.get(l.accountId) ?? []), l]);

    // ---------------------------------------------------------- models and products
    const modelRows = Array.from({ length: 80 }, (_, i) => {
      const fam = MODEL_FAMILIES[i % MODEL_FAMILIES.length]!;
      const series = 1000 + Math.floor(i / MODEL_FAMILIES.length) * 500 + r.int(0, 9) * 10;
      return {
        externalId: r.uuid(),
        modelCode: `${fam.prefix}-${series}`,
        modelDescription: `${fam.maker} ${fam.family} ${series}`,
        family: fam.family,
        groupName: fam.group,
        status: i % 29 === 28 ? 'INACTIVE' : 'ACTIVE',
        ...audit(past(400, 200)),
      };
    });
    await add('models', t.models, modelRows);
    const productRows = Array.from({ length: 200 }, (_, i) => {
      const model = modelRows[i % modelRows.length]!;
      const variant = Math.floor(i / modelRows.length) + 1;
      return {
        externalId: r.uuid(),
        itemCode: `${model.modelCode}-V${variant}`,
        itemDescription: `${model.modelDescription} ${['Standard', 'Plus', 'Pro'][variant - 1] ?? 'Kit'}`.slice(0, 100),
        family: model.family,
        modelId: model.externalId,
        status: i % 41 === 40 ? 'INACTIVE' : 'ACTIVE',
        ...audit(past(300, 150)),
      };
    });
    await add('products', t.products, productRows);
    const productsOfModel = new Map<string, string[]>();
    for (const p of productRows) productsOfModel.set(p.modelId, [...(productsOfModel.get(p.modelId) ?? []), p.externalId]);

    // ---------------------------------------------------------- users
    const userRows = DEMO_USERS.map((u, i) => ({
      externalId: r.uuid(),
      name: u.name,
      username: u.username,
      email: `${u.username}@${DEMO_EMAIL_DOMAIN}`,
      passwordHash: passwordHashes[i]!,
      roleId: roleId(u.role),
      type: u.type,
      lastActivityTimestamp: past(7),
      ...audit(past(200, 100)),
    }));
    // Staff without a demo sign-in (their password is unusable) so pickers and lists look lived-in.
    const staffRoles = ['ROLE_TECHNICIAN', 'ROLE_TECHNICIAN', 'ROLE_SUPERVISOR', 'ROLE_STANDARD', 'ROLE_CAREGIVER', 'ROLE_CUSTOMER'];
    for (let i = 0; i < 24; i++) {
      const name = personName(r);
      const username = `${name.toLowerCase().replace(/[^a-z]+/g, '.')}${i + 1}`;
      userRows.push({
        externalId: r.uuid(),
        name,
        username,
        email: `${username}@${DEMO_EMAIL_DOMAIN}`,
        passwordHash: 'disabled',
        roleId: roleId(staffRoles[i % staffRoles.length]!),
        type: r.pick(['A2', 'CAPITAL', 'BOTH'] as const),
        lastActivityTimestamp: past(60),
        ...audit(past(200, 30)),
      });
    }
    await add('users', t.users, userRows.map((u, i) => ({ ...u, status: i >= DEMO_USERS.length && i % 11 === 10 ? 'INACTIVE' : 'ACTIVE' })));

    // Everyone belongs to the first enterprise; non-privileged users work in the first two facilities.
    const myFacilities = facilityRows.slice(0, 2).map((f) => f.externalId);
    const myAccounts = accountRows.filter((a) => myFacilities.includes(a.facilityId));
    const userEnterpriseRows: (typeof t.userEnterprises.$inferInsert)[] = [];
    const userFacilityRows: (typeof t.userFacilities.$inferInsert)[] = [];
    const userAccountRows: (typeof t.userAccounts.$inferInsert)[] = [];
    userRows.forEach((u, i) => {
      userEnterpriseRows.push({ userId: u.externalId, enterpriseId: enterpriseRows[i < DEMO_USERS.length ? 0 : i % enterpriseRows.length]!.externalId });
      const facilitiesOfUser = i < DEMO_USERS.length ? myFacilities : [facilityRows[i % facilityRows.length]!.externalId];
      for (const f of facilitiesOfUser) userFacilityRows.push({ userId: u.externalId, facilityId: f });
      const accountsOfUser = i < DEMO_USERS.length ? myAccounts : (accountsOfFacility.get(facilitiesOfUser[0]!) ?? []);
      for (const a of accountsOfUser) userAccountRows.push({ userId: u.externalId, accountId: a.externalId, allocationType: 'PRIMARY' });
    });
    await add('userEnterprises', t.userEnterprises, userEnterpriseRows);
    await add('userFacilities', t.userFacilities, userFacilityRows);
    await add('userAccounts', t.userAccounts, userAccountRows);
    const technicians = userRows.filter((u) => u.roleId === roleId('ROLE_TECHNICIAN'));
    const supervisorsAndAdmins = userRows.filter((u) => u.roleId === roleId('ROLE_SUPERVISOR') || u.roleId === roleId('ROLE_ADMIN'));

    // ---------------------------------------------------------- broadcasts
    const broadcastMessages: Record<(typeof BROADCAST_TYPES)[number], string> = {
      // It names the menu and the item (shell/menu.ts in the console), which roles with the report have.
      info: 'Welcome to EquipDesk. The new utilization trends report is under Reports › Utilization Trends.',
      success: 'All facilities completed their quarterly preventive maintenance on schedule.',
      warning: 'Scheduled maintenance on Sunday from 02:00 to 04:00 UTC: EquipDesk may be briefly unavailable.',
      danger: 'Recall notice: check all Alaris infusion pumps of series 1000 against the manufacturer bulletin.',
    };
    await add(
      'broadcasts',
      t.broadcasts,
      BROADCAST_TYPES.map((type) => ({ externalId: r.uuid(), type, message: broadcastMessages[type], ...audit(past(10)) })),
    );

    // ---------------------------------------------------------- assets and their tags
    type AssetRow = typeof t.assets.$inferInsert & { externalId: string; serialNumber: string; modelId: string; accountId: string; facilityId: string };
    const activeAccounts = accountRows.filter((a) => a.status !== 'REMOVED');
    const assetRows: AssetRow[] = [];
    const tagRows: (typeof t.assetTags.$inferInsert)[] = [];
    const usedTags = new Set<string>();
    for (let i = 0; i < scale; i++) {
      // The demo users' accounts hold a bigger share, so their screens are busy too.
      const account = i % 4 === 0 ? r.pick(myAccounts) : r.pick(activeAccounts);
      const model = modelRows[Math.floor(Math.pow(r.next(), 1.4) * modelRows.length)]!;
      const status = r.weighted(STATUS_WEIGHTS);
      const locs = locationsOfAccount.get(account.externalId) ?? [];
      const contracts = contractsOfFacility.get(account.facilityId) ?? [];
      const products = productsOfModel.get(model.externalId) ?? [];
      const commissioned = r.chance(0.7);
      const scanned = r.chance(0.85) ? past(r.pick([7, 30, 90, 180, 365, 500])) : null;
      const created = past(720, 30);
      const asset: AssetRow = {
        externalId: r.uuid(),
        serialNumber: `SN${String(10_000_000 + i * 3 + r.int(0, 2))}`,
        manufacturerSerialNumber: r.chance(0.4) ? `M${r.int(100000, 999999)}` : null,
        modelId: model.externalId,
        productId: products.length > 0 && r.chance(0.9) ? r.pick(products) : null,
        accountId: account.externalId,
        facilityId: account.facilityId,
        erpOwnerId: r.chance(0.8) ? account.externalId : r.pick(activeAccounts).externalId,
        contractId: contracts.length > 0 && r.chance(0.7) ? r.pick(contracts) : null,
        locationId: locs.length > 0 && r.chance(0.9) ? r.pick(locs).externalId : null,
        equipmentStatus: r.weighted([['IN SERVICE', 85], ['OUT OF SERVICE', 8], ['REPAIR', 7]] as const),
        purchaseDate: past(2000, 200),
        utilizationStatus: status,
        utilizationCategory: CATEGORY_OF_STATUS[status],
        preventiveMaintainenceDate: new Date(now.getTime() + r.int(-60, 300) * DAY),
        notes: r.chance(0.08) ? r.pick(['Cracked housing, taped for now.', 'Battery replaced.', 'Loaned to another unit.', 'Awaiting biomed check.']) : null,
        customerAssetNumber: r.chance(0.3) ? `CA-${r.int(10000, 99999)}` : null,
        serviceType: r.pick(serviceTypes),
        businessType: r.pick(businessTypes),
        lastScannedBy: scanned ? r.pick(technicians).username : null,
        lastScannedTimestamp: scanned,
        commissioned,
        pending: r.chance(0.08),
        status: r.weighted([['ACTIVE', 90], ['INACTIVE', 7], ['REMOVED', 3]] as const),
        ...audit(created),
      };
      asset.lastModifiedTimestamp = scanned && scanned > created ? scanned : created;
      assetRows.push(asset);
      if (commissioned) {
        let tag = rfid(r);
        while (usedTags.has(tag)) tag = rfid(r);
        usedTags.add(tag);
        tagRows.push({ assetId: asset.externalId, tag });
      }
    }
    // ---------------------------------------------------------- each asset's history (productivity), then the assets
    // The history sets the assets' created and last-modified stamps, so it is built before they are written.
    const mutationRows = seedHistory({
      assets: assetRows,
      tagOf: new Map(tagRows.map((tag) => [tag.assetId, tag.tag])),
      now,
      seed: (options.seed ?? 2026) + 1,
      cap: HISTORY_ROWS_MAX,
      accounts: new Map(accountRows.map((a) => [a.externalId, { accountNo: a.accountNo, name: a.name }])),
      facilities: new Map(facilityRows.map((f) => [f.externalId, { name: f.name }])),
      models: new Map(modelRows.map((m) => [m.externalId, { modelCode: m.modelCode, modelDescription: m.modelDescription }])),
      locations: new Map(locationRows.map((l) => [l.externalId, { name: l.name }])),
      locationsOfAccount,
      serviceTypes,
      scanners: technicians.map((u) => ({ externalId: u.externalId, username: u.username })),
      editors: supervisorsAndAdmins.map((u) => ({ externalId: u.externalId, username: u.username })),
    });
    await add('assets', t.assets, assetRows, 500);
    await add('assetTags', t.assetTags, tagRows, 2000);
    await insertHistory(dbx, mutationRows);
    counts.assetMutations = mutationRows.length;
    const modelById = new Map(modelRows.map((m) => [m.externalId, m]));
    const locationById = new Map(locationRows.map((l) => [l.externalId, l]));

    // ---------------------------------------------------------- orders
    const orderCount = small ? Math.max(30, Math.round(scale * 0.3)) : Math.min(1_500, Math.round(scale * 0.3));
    type OrderRow = typeof t.orders.$inferInsert & { externalId: string; accountId: string; facilityId: string; orderStatus: string };
    const orderRows: OrderRow[] = [];
    const itemRows: (typeof t.orderItems.$inferInsert)[] = [];
    const completionRows: (typeof t.orderCompletions.$inferInsert)[] = [];
    const signatureRows: (typeof t.orderSignatures.$inferInsert)[] = [];
    const assetsByModel = new Map<string, AssetRow[]>();
    for (const asset of assetRows) {
      const same = assetsByModel.get(asset.modelId);
      if (same) same.push(asset);
      else assetsByModel.set(asset.modelId, [asset]);
    }
    for (let i = 0; i < orderCount; i++) {
      const account = i % 3 === 0 ? r.pick(myAccounts) : r.pick(activeAccounts);
      // A tenth of the orders fall in the past 24 hours, for the dashboard's "past 24" charts.
      const created = i % 10 === 0 ? new Date(now.getTime() - r.next() * 24 * HOUR) : past(90, 1);
      const type = r.weighted([['STANDARD', 60], ['STAT', 30], ['CUSTOM', 10]] as const);
      const completionMinutes = type === 'CUSTOM' ? r.pick([30, 45, 60, 90, 240]) : 0;
      const minutes = type === 'STAT' ? account.statTimeMinutes! : type === 'STANDARD' ? account.standardTimeMinutes! : completionMinutes;
      const ageHours = (now.getTime() - created.getTime()) / HOUR;
      const orderStatus =
        ageHours < 6
          ? r.weighted([['UNASSIGNED', 5], ['ASSIGNED', 4], ['COMPLETED', 2]] as const)
          : r.weighted([['COMPLETED', 70], ['PARTIAL', 6], ['CANCELLED', 8], ['REJECTED', 4], ['ASSIGNED', 7], ['UNASSIGNED', 5]] as const);
      const assigned = orderStatus !== 'UNASSIGNED';
      const locs = locationsOfAccount.get(account.externalId) ?? [];
      const order: OrderRow = {
        externalId: r.uuid(),
        orderNumber: `SO${1_000_000 + i}`,
        facilityId: account.facilityId,
        accountId: account.externalId,
        deliverTo: personName(r),
        deliveryLocationId: locs.length > 0 ? r.pick(locs).externalId : null,
        type,
        nature: r.weighted([['DELIVERY', 70], ['REMOVAL', 30]] as const),
        completionMinutes,
        orderStatus,
        assignedToId: assigned ? r.pick(technicians).externalId : null,
        assignedById: assigned ? r.pick(supervisorsAndAdmins).externalId : null,
        assignedOn: assigned ? new Date(created.getTime() + r.int(1, 30) * MINUTE) : null,
        promisedTime: new Date(created.getTime() + minutes * MINUTE),
        completedTimestamp:
          orderStatus === 'COMPLETED' || orderStatus === 'PARTIAL' ? new Date(created.getTime() + r.int(15, Math.max(20, minutes * 1.3)) * MINUTE) : null,
        remarks: r.chance(0.2) ? r.pick(['Patient in isolation, gown up.', 'Call the charge nurse on arrival.', 'Needed before surgery.']) : null,
        deliveryNotes: orderStatus === 'COMPLETED' && r.chance(0.3) ? 'Delivered to the nurses’ station.' : null,
        overridden: r.chance(0.05),
        status: r.weighted([['ACTIVE', 95], ['INACTIVE', 3], ['REMOVED', 2]] as const),
        ...audit(created, r.pick(userRows.slice(0, DEMO_USERS.length - 1)).username),
      };
      orderRows.push(order);
      const itemCount = r.int(1, 3);
      for (let k = 0; k < itemCount; k++) {
        const model = r.pick(modelRows);
        itemRows.push({ orderId: order.externalId, modelId: model.externalId, quantity: r.int(1, 4), serialNo: null, remarks: null });
        if (order.completedTimestamp) {
          // An asset of the item's model where the seed has one (the same one pick either way, so the demo data stays as it was).
          const asset = r.pick(assetsByModel.get(model.externalId) ?? assetRows);
          completionRows.push({
            orderId: order.externalId,
            assetId: asset.externalId,
            serialNumber: asset.serialNumber,
            modelCode: model.modelCode,
            modelDescription: model.modelDescription,
            associatedOn: order.completedTimestamp,
          });
        }
      }
      if (order.completedTimestamp && r.chance(0.8)) {
        signatureRows.push({
          orderId: order.externalId,
          // A few pen strokes drawn as a small PNG: the console shows it as the signature image.
          signature: DEMO_SIGNATURES[i % DEMO_SIGNATURES.length]!,
          contact: order.deliverTo,
          signedTimestamp: order.completedTimestamp,
        });
      }
    }
    await add('orders', t.orders, orderRows);
    await add('orderItems', t.orderItems, itemRows, 1000);
    await add('orderCompletions', t.orderCompletions, completionRows, 1000);
    await add('orderSignatures', t.orderSignatures, signatureRows, 500);

    // ---------------------------------------------------------- par definitions and alerts
    const parLocations = locationRows.filter((l) => l.type === 'STORAGE' || l.type === 'UNIT').slice(0, 80);
    const parRows = parLocations.map((l) => ({ externalId: r.uuid(), locationId: l.externalId, notes: r.chance(0.3) ? 'Reviewed with the unit manager.' : null, ...audit(past(120, 10)) }));
    await add('parDefinitions', t.parDefinitions, parRows);
    const parEntryRows: (typeof t.parEntries.$inferInsert)[] = [];
    // The stock of each model at each location (ACTIVE assets there), so the first entry of a definition can be one
    // the location holds, its par set below, around or above what it holds in turn: the stock status report and the
    // PAR alerts then show every state. The random draws stay as they were, so the rest of the seed does not move.
    const stockAt = new Map<string, Map<string, number>>();
    for (const a of assetRows) {
      if (a.status !== 'ACTIVE' || !a.locationId) continue;
      const ofLocation = stockAt.get(a.locationId) ?? new Map<string, number>();
      ofLocation.set(a.modelId, (ofLocation.get(a.modelId) ?? 0) + 1);
      stockAt.set(a.locationId, ofLocation);
    }
    parRows.forEach((par, p) => {
      const held = [...(stockAt.get(par.locationId)?.entries() ?? [])].sort((x, y) => y[1] - x[1])[0];
      const sampled = r.sample(modelRows, r.int(1, 3)).map((m) => m.externalId);
      const chosen = held ? [held[0], ...sampled.filter((id) => id !== held[0])].slice(0, Math.max(1, sampled.length)) : sampled;
      chosen.forEach((modelId, k) => {
        let min = r.int(0, 4);
        let max = min + r.int(1, 6);
        if (k === 0 && held) {
          const stock = held[1];
          [min, max] = p % 3 === 0 ? [stock + 1, stock + 3] : p % 3 === 1 ? [Math.max(0, stock - 1), stock + 1] : [0, stock - 1];
        }
        parEntryRows.push({ parDefinitionId: par.externalId, modelId, min, max });
      });
    });
    await add('parEntries', t.parEntries, parEntryRows);

    const alertStatus = () => r.weighted([['OPEN', 5], ['ACKNOWLEDGED', 3], ['RESOLVED', 4]] as const);
    const alertRows: (typeof t.alerts.$inferInsert)[] = [];
    for (const order of orderRows.filter((o) => o.type !== 'CUSTOM').slice(0, Math.max(20, Math.round(orderRows.length / 8)))) {
      const late = r.chance(0.5);
      alertRows.push({
        externalId: r.uuid(),
        kind: 'ORDER',
        alertStatus: alertStatus(),
        message: late ? `Order ${order.orderNumber} is late: promised time has passed.` : `Order ${order.orderNumber} is delayed: not yet assigned.`,
        accountId: order.accountId,
        facilityId: order.facilityId,
        orderId: order.externalId,
        ...audit(new Date(order.promisedTime!.getTime() + 5 * MINUTE)),
      });
    }
    const pmDue = assetRows.filter((a) => a.status === 'ACTIVE' && a.preventiveMaintainenceDate! < new Date(now.getTime() + 30 * DAY));
    for (const asset of pmDue.slice(0, Math.max(20, Math.min(400, Math.round(scale / 12))))) {
      alertRows.push({
        externalId: r.uuid(),
        kind: 'PM',
        alertStatus: alertStatus(),
        message: `Preventive maintenance due for ${asset.serialNumber}.`,
        accountId: asset.accountId,
        facilityId: asset.facilityId,
        assetId: asset.externalId,
        pmDueDate: asset.preventiveMaintainenceDate,
        ...audit(past(30)),
      });
    }
    const entriesOfPar = new Map<string, (typeof parEntryRows)[number][]>();
    for (const e of parEntryRows) entriesOfPar.set(e.parDefinitionId, [...(entriesOfPar.get(e.parDefinitionId) ?? []), e]);
    for (const par of parRows.slice(0, 60)) {
      const loc = locationById.get(par.locationId)!;
      const entries = (entriesOfPar.get(par.externalId) ?? []).map((e) => {
        const model = modelById.get(e.modelId)!;
        const countNow = r.chance(0.5) ? Math.max(0, e.min - r.int(1, 2)) : e.max + r.int(1, 3);
        return { model: model.externalId, modelCode: model.modelCode, min: e.min, max: e.max, count: countNow };
      });
      alertRows.push({
        externalId: r.uuid(),
        kind: 'PAR',
        alertStatus: alertStatus(),
        message: `Par levels out of range at ${loc.name}.`,
        accountId: loc.accountId,
        facilityId: loc.facilityId!,
        locationId: loc.externalId,
        entries,
        ...audit(past(20)),
      });
    }
    await add('alerts', t.alerts, alertRows);

    // ---------------------------------------------------------- visits and tasks
    const frequencies = ['ONE_TIME', 'DAILY', 'WEEKLY', 'MONTHLY', 'QUARTERLY', 'HALF_YEARLY', 'YEARLY'] as const;
    const visitRows: (typeof t.visitDefinitions.$inferInsert & { externalId: string })[] = [];
    const visitLocationRows: (typeof t.visitDefinitionLocations.$inferInsert)[] = [];
    const taskRows: (typeof t.visitTasks.$inferInsert)[] = [];
    for (let i = 0; i < 60; i++) {
      const account = i % 3 === 0 ? r.pick(myAccounts) : r.pick(activeAccounts);
      const locs = r.sample(locationsOfAccount.get(account.externalId) ?? [], r.int(1, 3));
      if (locs.length === 0) continue;
      const frequency = frequencies[i % frequencies.length]!;
      const start = past(60, 1);
      const visit = {
        externalId: r.uuid(),
        name: `${frequency.replace('_', ' ').toLowerCase()} round: ${locs.map((l) => l.name).join(', ')}`.slice(0, 100),
        executiveId: r.pick(technicians).externalId,
        facilityId: account.facilityId,
        accountId: account.externalId,
        frequency,
        startTimestamp: start,
        // At least the minimum gap of the frequency (spec 2 §5), as a saved visit has.
        endTimestamp: frequency === 'ONE_TIME' ? null : new Date(Math.max(start.getTime() + r.int(200, 400) * DAY, visitMinimumEnd(frequency, start).getTime())),
        ...audit(new Date(start.getTime() - DAY)),
      };
      visitRows.push(visit);
      for (const l of locs) visitLocationRows.push({ visitId: visit.externalId, locationId: l.externalId });
      const step = { ONE_TIME: 0, DAILY: 1, WEEKLY: 7, MONTHLY: 30, QUARTERLY: 91, HALF_YEARLY: 182, YEARLY: 365 }[frequency] * DAY;
      const tasks = frequency === 'ONE_TIME' ? 1 : Math.min(10, 1 + Math.floor((now.getTime() - start.getTime()) / step) + 1);
      for (let k = 0; k < tasks; k++) {
        // Due on the visit's own schedule, as the server generates tasks (visits/tasks.ts): one row per due time.
        const due = visitOccurrence(frequency, start, k);
        taskRows.push({
          externalId: r.uuid(),
          visitId: visit.externalId,
          dueTimestamp: due,
          taskStatus: due > now ? 'PENDING' : r.weighted([['COMPLETED', 8], ['MISSED', 1], ['IN_PROGRESS', 1]] as const),
          ...audit(new Date(due.getTime() - 6 * HOUR)),
        });
      }
    }
    await add('visitDefinitions', t.visitDefinitions, visitRows);
    await add('visitDefinitionLocations', t.visitDefinitionLocations, visitLocationRows);
    await add('visitTasks', t.visitTasks, taskRows, 1000);

    // ---------------------------------------------------------- utilization summaries and metrics
    counts.utilizationSummaries = await seedUtilizationSummaries(dbx, { now, assets: assetRows, hours: small ? 48 : SUMMARY_HOURS });
    counts.utilizationMetrics = await seedUtilizationMetrics(dbx, { now, small, seed: options.seed ?? 2026, accounts: activeAccounts, assets: assetRows });

    // ---------------------------------------------------------- uploads, export requests, sync, dashboard views
    const admin = userRows[0]!;
    // A finished history per kind; each COMPLETED one has its result file, as the job leaves it (uploads/process.ts).
    const uploadRows = (['assets', 'locations', 'accounts'] as const).flatMap((kind) =>
      Array.from({ length: 6 }, (_, i) => {
        const at = past(60);
        const counts = seededUploadCounts(r, kind, i);
        return {
          externalId: r.uuid(),
          kind,
          // Nightly PM loads have no user: the console shows PM DAILY LOAD.
          userId: kind === 'assets' && i % 4 === 3 ? null : r.pick([admin, ...technicians]).externalId,
          originalFileName: `${kind}-${dateOnly(at)}.xlsx`,
          ...counts,
          ...audit(at, admin.username),
        };
      }),
    );
    const uploadsWithFiles = await Promise.all(
      uploadRows.map(async (u) => ({ ...u, resultFile: u.uploadStatus === 'COMPLETED' ? await seededResultFile(u.kind, u) : null })),
    );
    await add('uploads', t.uploads, uploadsWithFiles);

    // Kinds as the contract names them (EXPORT_REQUEST_KINDS); each request has its job, as one issued through the API
    // does, so the worker builds the seeded files (a COMPLETED one keeps its status while its file is written).
    const exportRows = (['productivity', 'utilization'] as const).flatMap((kind) =>
      (['COMPLETED', 'COMPLETED', 'PROCESSING', 'REQUESTED'] as const).map((requestStatus, i) => {
        const at = past(20);
        return {
          externalId: r.uuid(),
          kind,
          name: `${kind === 'productivity' ? 'Productivity' : 'Utilization'} export ${dateOnly(at)} #${i + 1}`,
          userId: admin.externalId,
          initiatedTimestamp: at,
          completedTimestamp: requestStatus === 'COMPLETED' ? new Date(at.getTime() + r.int(2, 30) * MINUTE) : null,
          lastAccessedTimestamp: requestStatus === 'COMPLETED' && i === 0 ? new Date(at.getTime() + HOUR) : null,
          requestStatus,
          processingLog: requestStatus === 'COMPLETED' ? 'Rows selected, workbook written, request completed.' : 'Request queued.',
          filters: { facilities: [facilityRows[0]!.externalId] },
          ...audit(at, admin.username),
        };
      }),
    );
    await add('exportRequests', t.exportRequests, exportRows);
    await add('jobs', t.jobs, exportRows.map((row) => ({ kind: 'export-request', subjectId: row.externalId })));

    await add('syncConfigs', t.syncConfigs, [
      {
        externalId: r.uuid(),
        uri: 'erp/assets',
        description: 'Nightly asset master from the ERP',
        ddl: 'CREATE TABLE erp_assets (serial_number text, model_code text, account_no text);\nCREATE INDEX erp_assets_serial ON erp_assets (serial_number);',
        mappings: { attributes: { serialNumber: 'serial_number', modelCode: 'model_code', accountNo: 'account_no' }, relations: ['models', 'accounts'] },
        ...audit(past(90, 30)),
      },
      {
        externalId: r.uuid(),
        uri: 'erp/accounts',
        description: 'Account list from the ERP',
        ddl: 'CREATE TABLE erp_accounts (account_no text, account_name text);',
        mappings: { attributes: { accountNo: 'account_no', accountName: 'account_name' }, relations: ['facilities'] },
        ...audit(past(90, 30)),
      },
      {
        externalId: r.uuid(),
        uri: 'cmms/work-orders',
        description: 'Work orders from the maintenance system',
        ddl: 'CREATE TABLE cmms_work_orders (order_number text, serial_number text, due_date date);',
        mappings: { attributes: { orderNumber: 'order_number', serialNumber: 'serial_number', dueDate: 'due_date' }, relations: ['assets'] },
        status: 'INACTIVE',
        ...audit(past(90, 30)),
      },
    ]);

    await add('dashboardViews', t.dashboardViews, [
      { externalId: r.uuid(), name: 'utilization-by-facility', label: 'Utilization by Facility', detailsUri: 'utilization', configJson: { rollUpFields: [], exportable: true } satisfies Partial<MetricViewConfig>, ...audit(past(200, 100)) },
      { externalId: r.uuid(), name: 'availability-by-model', label: 'Availability by Model', detailsUri: 'utilization', configJson: { rollUpFields: ['modelCode'], columns: ['metricDate', 'facilityName', 'modelCode', 'utilizationCategory', 'total', 'matching', 'percentage'], exportable: true } satisfies Partial<MetricViewConfig>, ...audit(past(200, 100)) },
      { externalId: r.uuid(), name: 'verified-by-product', label: 'Last Verified by Product', detailsUri: 'utilization', configJson: { rollUpFields: ['modelCode', 'businessType'] } satisfies Partial<MetricViewConfig>, ...audit(past(200, 100)) },
    ]);
  });
  // Fresh statistics, or the planner guesses a 100k-asset table from an empty one (PGlite has no autovacuum).
  if (!small) await db.execute(sql`analyze`);
  // Build the assets list's read model now rather than on the first pages anyone opens.
  await fillJsonStore(assetResource, db);

  return { ms: Date.now() - started, counts };
}
