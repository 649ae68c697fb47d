/**
 * The demo's roles and their permission matrix: every web entry of the catalogue granted or denied per role as its
 * grants say, and the mobile apps' rows (all denied, a few locked).
 */
import { AUDIT_LOG_AREA } from '@equipdesk/permissions';
import * as t from '../db/schema';
import { audit, DAY, type SeedContext } from './context';
import { DEMO_ROLES, MOBILE_AREAS, MOBILE_PLATFORMS, MOBILE_TYPES, catalogueEntries, roleHolds } from './grants';
import { createRandom } from './random';

export async function seedAccess({ r, now, past, add }: SeedContext) {
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
  return { roleRows, roleId };
}
