/** Contracts (spec 2 §2, §3, §5, §7): the whole of them is a resource declaration. */
import { inArray, sql } from 'drizzle-orm';
import { MESSAGES, contractFormSchema } from '@equipdesk/api-client/contract';
import type { Contract, ContractFormOutput, ContractDdItem } from '@equipdesk/api-client/contract';
import { contracts, facilities } from '../db/schema';
import { defineResource, type RequestContext } from '../resources/definition';
import { inScope } from '../resources/items';
import { columnMap } from '../resources/columns';
import { facilityCondition, referencedRow, scopedRow, uuids } from './common';
import { ddlistOf, type DdOf } from '../resources/ddlist';

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

const contractColumns = columnMap(
  contracts,
  {
    contractNo: { column: contracts.contractNo, header: 'Contract No' },
    type: { column: contracts.type, header: 'Type' },
    startTimestamp: { column: contracts.startTimestamp, header: 'Start' },
    expiryTimestamp: { column: contracts.expiryTimestamp, header: 'Expiry' },
    facility: { column: contracts.facilityId, sorts: facilityName, shown: false },
    facilityName: { column: facilityName, header: 'Facility' },
  },
  { list: ['facilityName', 'contractNo', 'type', 'startTimestamp', 'expiryTimestamp'], showsStatus: false },
);

// The items the map builds are the contract's contracts (checked when compiled).
const _itemIsContract = (item: ReturnType<typeof contractColumns.item>): Contract => item;

export const contractResource = defineResource({
  name: 'contracts',
  label: 'Contract',
  table: contracts,
  read: true,
  fields: contractColumns.fields,
  toItems: contractColumns.toItems,
  columns: contractColumns.columns,
  search: contractColumns.search,
  sort: contractColumns.sort,
  defaultSort: { by: 'contractNo', direction: 'asc' },
  filters: {
    statuses: { values: ['ACTIVE', 'INACTIVE', 'REMOVED'], condition: (values) => inArray(contracts.status, values) },
    facilities: { condition: (values) => inArray(contracts.facilityId, inScope(uuids(values))) },
    externalIds: { condition: (values) => inArray(contracts.externalId, inScope(uuids(values))) },
  },
  scope,
  // The compact list the console caches at sign-in (spec 1 §7), under the same scope.
  ddlist: ddlistOf({ ...contractSummaryFields, status: contracts.status }, [contracts.contractNo]) satisfies DdOf<ContractDdItem>,

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
  export: contractColumns.export,
});
