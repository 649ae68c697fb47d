/** Enterprises (spec 1 §2, §5): the whole administration of them is a resource declaration. */
import { sql } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, MESSAGES, enterpriseFormSchema } from '@equipdesk/api-client/contract';
import type { Enterprise, EnterpriseDdItem, EnterpriseForm } from '@equipdesk/api-client/contract';
import { enterprises } from '../db/schema';
import { defineResource } from '../resources/resource';
import { AUDIT_EXPORT_COLUMNS, asStatus, auditOf } from '../resources/items';

const save = {
  schema: enterpriseFormSchema,
  unique: [{ field: 'name', expression: enterprises.name, value: (f: EnterpriseForm) => f.name, message: MESSAGES.enterpriseExistsWithName }],
  values: (form: EnterpriseForm) => ({ name: form.name }),
};

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
    createdBy: enterprises.createdBy,
    createdTimestamp: enterprises.createdTimestamp,
    lastModifiedBy: enterprises.lastModifiedBy,
    lastModifiedTimestamp: enterprises.lastModifiedTimestamp,
  },
  toItems: (rows): Enterprise[] => rows.map((e) => ({ internalId: e.internalId, externalId: e.externalId, name: e.name, status: asStatus(e.status), ...auditOf(e) })),
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
  ddlist: {
    fields: { externalId: enterprises.externalId, name: enterprises.name, status: enterprises.status },
    toItem: (r): EnterpriseDdItem => ({ externalId: r.externalId, name: r.name, status: asStatus(r.status) }),
    sort: [enterprises.name],
  },
  exists: { params: { name: enterprises.name } },
  create: save,
  update: save,
  export: [
    { header: 'ID', value: (e: Enterprise) => e.internalId },
    { header: 'Name', value: (e: Enterprise) => e.name },
    { header: 'UUID', value: (e: Enterprise) => e.externalId },
    { header: 'Status', value: (e: Enterprise) => e.status },
    ...AUDIT_EXPORT_COLUMNS,
  ],
});
