/**
 * The demo's people: one sign-in per role plus `noaccess` (DEMO_USERS, password DEMO_PASSWORD), staff without a
 * sign-in so pickers and lists look lived-in, and who belongs to which enterprise, facilities and accounts.
 */
import * as t from '../db/schema';
import { audit, personName, type SeedContext } from './context';
import { DEMO_EMAIL_DOMAIN } from './data';
import type { AccountRow } from './sites';

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

/** A user as seeded. */
export type UserRow = Awaited<ReturnType<typeof seedUsers>>['userRows'][number];

interface UserSeedInputs {
  /** A hash of the demo password per demo user. */
  passwordHashes: readonly string[];
  roleId(identifier: string): string;
  enterpriseRows: readonly { externalId: string }[];
  facilityRows: readonly { externalId: string }[];
  accountRows: readonly AccountRow[];
  accountsOfFacility: ReadonlyMap<string, readonly AccountRow[]>;
}

export async function seedUsers(
  { r, past, add }: SeedContext,
  { passwordHashes, roleId, enterpriseRows, facilityRows, accountRows, accountsOfFacility }: UserSeedInputs,
) {
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
  return { userRows, myAccounts, technicians, supervisorsAndAdmins };
}
