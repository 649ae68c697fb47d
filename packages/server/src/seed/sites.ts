/**
 * The sites of the demo: enterprises, their facilities, each facility's accounts (departments) and contracts, and
 * each account's locations (unit > room > bed, plus storage and a loading dock here and there).
 */
import * as t from '../db/schema';
import { audit, DAY, type SeedContext } from './context';
import { CATEGORY_OF_STATUS, DEPARTMENTS, ENTERPRISE_NAMES, FACILITY_NAMES, STATUS_WEIGHTS, TIME_ZONES } from './data';

export type AccountRow = typeof t.accounts.$inferInsert & { externalId: string; facilityId: string };
export type LocationRow = typeof t.locations.$inferInsert & { externalId: string; accountId: string; name: string; type: string };

export async function seedSites({ r, past, add }: SeedContext, { contractTypes }: { contractTypes: readonly string[] }) {
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

  const accountRows: AccountRow[] = [];
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
  // Accounts not removed: where new assets, orders and visits go.
  const activeAccounts = accountRows.filter((a) => a.status !== 'REMOVED');
  return { enterpriseRows, facilityRows, accountRows, activeAccounts, accountsOfFacility, contractsOfFacility };
}

export async function seedLocations({ r, past, add }: SeedContext, accountRows: readonly AccountRow[]) {
  const locationRows: LocationRow[] = [];
  const location = (account: AccountRow, name: string, type: string, parentId: string | null, group: string | null): LocationRow => {
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
  return { locationRows, locationsOfAccount };
}
