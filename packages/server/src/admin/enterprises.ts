/** Enterprises (spec 1 §2, §5): the whole administration of them is a resource declaration. */
import { eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, MESSAGES, SSO_MESSAGES, enterpriseFormSchema } from '@equipdesk/api-client/contract';
import type { Enterprise, EnterpriseDdItem, EnterpriseForm } from '@equipdesk/api-client/contract';
import type { Db } from '../db/index';
import { enterprises, facilities, userEnterprises } from '../db/schema';
import { facilityScope, type Session } from '../auth/session';
import { defineResource, type RequestContext } from '../resources/definition';
import { AUDIT_EXPORT_COLUMNS, asStatus, auditColumns, auditOf } from '../resources/items';
import { HttpError } from '../http/errors';
import { providersOfEnterprise } from '../sso/enterprises';
import { ddlistOf, type DdOf } from '../resources/ddlist';

/**
 * Password sign-in stays as it was when the form leaves it out (on for a new enterprise); it goes off only for an
 * enterprise one of whose providers is configured, so that its users keep a way in.
 */
function passwordSignInOf(form: EnterpriseForm, ctx: RequestContext, existing: { externalId: string; passwordSignIn: boolean } | null): boolean {
  const passwordSignIn = form.passwordSignIn ?? existing?.passwordSignIn ?? true;
  if (!passwordSignIn) {
    const providers = ctx.request?.server.sso.providers ?? [];
    const enterprise = { externalId: existing?.externalId ?? '', name: form.name };
    if (providersOfEnterprise(providers, enterprise).length === 0) {
      throw new HttpError(400, SSO_MESSAGES.passwordSignInNoProvider, [{ field: 'passwordSignIn', message: SSO_MESSAGES.passwordSignInNoProvider }]);
    }
  }
  return passwordSignIn;
}

const save = {
  schema: enterpriseFormSchema,
  unique: [{ field: 'name', expression: enterprises.name, value: (f: EnterpriseForm) => f.name, message: MESSAGES.enterpriseExistsWithName }],
  values: (form: EnterpriseForm, ctx: RequestContext, existing: typeof enterprises.$inferSelect | null) => ({
    name: form.name,
    passwordSignIn: passwordSignInOf(form, ctx, existing),
  }),
};

/**
 * A user bound to facilities or accounts sees the enterprises they belong to and those owning a facility they may
 * see; privileged roles see all. Lists, reads, pickers and actions all go through it.
 */
async function enterpriseScope(ctx: { db: Db; session: Session }): Promise<SQL | undefined> {
  if (ctx.session.privileged) return undefined;
  const facs = (await facilityScope(ctx.db, ctx.session)) ?? [];
  const own = ctx.db.select({ id: userEnterprises.enterpriseId }).from(userEnterprises).where(eq(userEnterprises.userId, ctx.session.user.externalId));
  const owning = ctx.db.select({ id: facilities.enterpriseId }).from(facilities).where(inArray(facilities.externalId, facs.length > 0 ? facs : ['00000000-0000-0000-0000-000000000000']));
  return or(inArray(enterprises.externalId, own), inArray(enterprises.externalId, owning));
}

export const enterpriseResource = defineResource({
  name: 'enterprises',
  label: 'Enterprise',
  table: enterprises,
  read: true,
  fields: {
    internalId: enterprises.internalId,
    externalId: enterprises.externalId,
    name: enterprises.name,
    status: enterprises.status,
    passwordSignIn: enterprises.passwordSignIn,
    ...auditColumns(enterprises),
  },
  toItems: (rows): Enterprise[] => rows.map((e) => ({ internalId: e.internalId, externalId: e.externalId, name: e.name, status: asStatus(e.status), passwordSignIn: e.passwordSignIn, ...auditOf(e) })),
  columns: { internalId: null, name: enterprises.name, externalId: enterprises.externalId, createdTimestamp: null, lastModifiedTimestamp: null },
  search: [enterprises.name],
  sort: {
    internalId: enterprises.internalId,
    name: sql`lower(${enterprises.name})`,
    externalId: enterprises.externalId,
    createdTimestamp: enterprises.createdTimestamp,
    lastModifiedTimestamp: enterprises.lastModifiedTimestamp,
    status: enterprises.status,
  },
  defaultSort: { by: 'name', direction: 'asc' },
  filters: { statuses: enterprises.status },
  pageSize: ADMIN_PAGE_SIZE,
  // Every signed-in user with a permission reads the enterprises into the reference cache at sign-in.
  grants: { list: 'any' },
  ddlist: ddlistOf({ externalId: enterprises.externalId, name: enterprises.name, status: enterprises.status }, [enterprises.name]) satisfies DdOf<EnterpriseDdItem>,

  scope: enterpriseScope,
  exists: { params: { name: enterprises.name } },
  create: save,
  update: save,
  export: [
    { header: 'ID', value: (e: Enterprise) => e.internalId },
    { header: 'Name', value: (e: Enterprise) => e.name },
    { header: 'UUID', value: (e: Enterprise) => e.externalId },
    { header: 'Status', value: (e: Enterprise) => e.status },
    { header: 'Password sign-in', value: (e: Enterprise) => (e.passwordSignIn ? 'On' : 'Off') },
    ...AUDIT_EXPORT_COLUMNS,
  ],
});
