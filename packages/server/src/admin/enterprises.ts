/** Enterprises (spec 1 §2, §5): the whole administration of them is a resource declaration. */
import { eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, MESSAGES, SSO_MESSAGES, enterpriseFormSchema } from '@equipdesk/api-client/contract';
import type { Enterprise, EnterpriseDdItem, EnterpriseForm } from '@equipdesk/api-client/contract';
import type { Db } from '../db/index';
import { enterprises, facilities, userEnterprises } from '../db/schema';
import { facilityScope, type Session } from '../auth/session';
import { defineResource, type RequestContext } from '../resources/definition';
import { columnMap } from '../resources/columns';
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

/** An enterprise field by field (resources/columns.ts): the list shows its id, name and UUID. */
const enterpriseColumns = columnMap(
  enterprises,
  {
    internalId: { column: enterprises.internalId, header: 'ID' },
    externalId: { column: enterprises.externalId, header: 'UUID' },
    name: { column: enterprises.name, header: 'Name', sorts: sql`lower(${enterprises.name})` },
    status: { column: enterprises.status, header: 'Status' },
    passwordSignIn: { column: enterprises.passwordSignIn, header: 'Password sign-in', cell: (on: boolean) => (on ? 'On' : 'Off'), sorts: false, shown: false },
  },
  { list: ['internalId', 'name', 'externalId'], showsStatus: false },
);

// The items the map builds are the contract's enterprises (checked when compiled).
const _itemIsEnterprise = (item: ReturnType<typeof enterpriseColumns.item>): Enterprise => item;

export const enterpriseResource = defineResource({
  name: 'enterprises',
  label: 'Enterprise',
  table: enterprises,
  read: true,
  fields: enterpriseColumns.fields,
  toItems: enterpriseColumns.toItems,
  columns: enterpriseColumns.columns,
  search: enterpriseColumns.search,
  sort: enterpriseColumns.sort,
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
  export: enterpriseColumns.export,
});
