/** Contracts (spec 2 §2, §3, §5, §7): the whole of them is a resource declaration. */
import { inArray, sql } from 'drizzle-orm';
import { MESSAGES, contractFormSchema } from '@equipdesk/api-client/contract';
import type { Contract, ContractFormOutput, ContractDdItem } from '@equipdesk/api-client/contract';
import { contracts, facilities } from '../db/schema';
import { defineResource, type RequestContext } from '../resources/definition';
import { AUDIT_EXPORT_COLUMNS, asStatus, auditOf, inScope, iso } from '../resources/items';
import { facilityCondition, referencedRow, scopedRow, uuids } from './common';
import { dateTimeColumn } from '../resources/tabular';

const facilityName = sql<string | null>`(select f.name from facilities f where f.external_id = contracts.facility_id)`;

const scope = (ctx: RequestContext) => facilityCondition(ctx, contracts.facilityId);

async function contractValues(form: ContractFormOutput, ctx: RequestContext) {
  const facilityScope = await facilityCondition(ctx, facilities.externalId);
  await referencedRow(ctx.db, facilities, form.facility, facilityScope, 'facility', MESSAGES.contractFacilityRequired);
  return {
    contractNo: form.contractNo,
    type: form.type,
    facilityId: form.facility,
    startTimestamp: form.startTimestamp ? new Date(form.startTimestamp) : null,
    expiryTimestamp: form.expiryTimestamp ? new Date(form.expiryTimestamp) : null,
  };
}

const unique = [{ field: 'contractNo', expression: contracts.contractNo, value: (f: ContractFormOutput) => f.contractNo, message: MESSAGES.contractExists }];

/** A contract as the items that refer to it carry it (an asset's contract), and the ddlist (with its status). */
export const contractSummaryFields = {
  externalId: contracts.externalId,
  contractNo: contracts.contractNo,
  type: contracts.type,
  facility: contracts.facilityId,
  startTimestamp: contracts.startTimestamp,
  expiryTimestamp: contracts.expiryTimestamp,
};

export const contractResource = defineResource({
  name: 'contracts',
  label: 'Contract',
  table: contracts,
  read: true,
  fields: {
    externalId: contracts.externalId,
    contractNo: contracts.contractNo,
    type: contracts.type,
    startTimestamp: contracts.startTimestamp,
    expiryTimestamp: contracts.expiryTimestamp,
    facility: contracts.facilityId,
    facilityName,
    status: contracts.status,
    createdBy: contracts.createdBy,
    createdTimestamp: contracts.createdTimestamp,
    lastModifiedBy: contracts.lastModifiedBy,
    lastModifiedTimestamp: contracts.lastModifiedTimestamp,
  },
  toItems: (rows): Contract[] =>
    rows.map((c) => ({
      externalId: c.externalId,
      contractNo: c.contractNo,
      type: c.type,
      startTimestamp: iso(c.startTimestamp),
      expiryTimestamp: iso(c.expiryTimestamp),
      facility: c.facility,
      facilityName: c.facilityName,
      status: asStatus(c.status),
      ...auditOf(c),
    })),
  columns: { facilityName, contractNo: contracts.contractNo, type: contracts.type, startTimestamp: null, expiryTimestamp: null },
  search: [contracts.contractNo, contracts.type, facilityName],
  sort: {
    contractNo: contracts.contractNo,
    type: contracts.type,
    facility: facilityName,
    facilityName,
    startTimestamp: contracts.startTimestamp,
    expiryTimestamp: contracts.expiryTimestamp,
    status: contracts.status,
    createdTimestamp: contracts.createdTimestamp,
    lastModifiedTimestamp: contracts.lastModifiedTimestamp,
  },
  defaultSort: { by: 'contractNo', direction: 'asc' },
  filters: {
    statuses: { values: ['ACTIVE', 'INACTIVE', 'REMOVED'], condition: (values) => inArray(contracts.status, values) },
    facilities: { condition: (values) => inArray(contracts.facilityId, inScope(uuids(values))) },
    externalIds: { condition: (values) => inArray(contracts.externalId, inScope(uuids(values))) },
  },
  scope,
  // The compact list the console caches at sign-in (spec 1 §7), under the same scope.
  ddlist: {
    fields: { ...contractSummaryFields, status: contracts.status },
    toItem: (r): ContractDdItem => ({
      externalId: r.externalId,
      contractNo: r.contractNo,
      type: r.type,
      facility: r.facility,
      startTimestamp: iso(r.startTimestamp),
      expiryTimestamp: iso(r.expiryTimestamp),
      status: asStatus(r.status),
    }),
    sort: [contracts.contractNo],
  },
  exists: { params: { contractNo: contracts.contractNo } },
  create: { schema: contractFormSchema, unique, values: (form: ContractFormOutput, ctx) => contractValues(form, ctx) },
  update: {
    schema: async (_body, ctx, existing) => {
      const visible = await scope(ctx);
      if (existing && visible) await scopedRow(ctx.db, contracts, existing.externalId, visible, 'Contract');
      return contractFormSchema;
    },
    unique,
    values: (form: ContractFormOutput, ctx) => contractValues(form, ctx),
  },
  export: [
    { header: 'Facility', value: (c: Contract) => c.facilityName ?? null },
    { header: 'Contract No', value: (c: Contract) => c.contractNo },
    { header: 'Type', value: (c: Contract) => c.type },
    dateTimeColumn('Start', (c: Contract) => c.startTimestamp),
    dateTimeColumn('Expiry', (c: Contract) => c.expiryTimestamp),
    { header: 'Status', value: (c: Contract) => c.status },
    { header: 'UUID', value: (c: Contract) => c.externalId },
    ...AUDIT_EXPORT_COLUMNS,
  ],
});
