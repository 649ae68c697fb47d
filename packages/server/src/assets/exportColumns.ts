/**
 * The assets export's columns: every column the list can show, in its order and under its header (spec 3 §2.3), then
 * what its tooltips add. The own fields' columns come from their declaration (fields.ts); the relations' are here. An
 * export worker loads this module to take the cells of the items it parses (resources/tabular.ts workerColumns), so
 * it imports nothing but the field list and the column helpers.
 */
import type { Asset } from '@equipdesk/api-client/contract';
import { AUDIT_EXPORT_COLUMNS } from '../resources/items';
import { dateTimeColumn, dayColumn, workerColumns, type TabularColumn } from '../resources/tabular';
import { ASSET_LIST, OWN_FIELDS } from './fields';

/** The list's columns that show an asset's relations. */
const RELATION_COLUMNS: Readonly<Record<string, TabularColumn<Asset>>> = {
  accountName: { header: 'Account', value: (a) => a.account.name },
  modelCode: { header: 'Model', value: (a) => a.model.modelCode },
  product: { header: 'Product', value: (a) => a.product?.itemCode ?? null },
  contract: { header: 'Contract', value: (a) => a.contract?.contractNo ?? null },
  erpOwner: { header: 'ERP Owner', value: (a) => a.erpOwner?.name ?? null },
  tags: { header: 'RFID', value: (a) => a.tags.join(' ') },
  location: { header: 'Location', value: (a) => a.currentLocation?.name ?? null },
};

/** What the list's tooltips add. */
const TOOLTIP_COLUMNS: TabularColumn<Asset>[] = [
  { header: 'Account No', value: (a) => a.account.accountNo },
  { header: 'Model Description', value: (a) => a.model.modelDescription },
  { header: 'Product Description', value: (a) => a.product?.itemDescription ?? null },
  { header: 'ERP Owner Account No', value: (a) => a.erpOwner?.accountNo ?? null },
];

/** The export columns of the own fields with a header: the listed ones in the list's order, then the others. */
const own = new Map(
  OWN_FIELDS.flatMap(([key, field]) => {
    if (field.header === undefined) return [];
    const value = (a: Asset) => a[key] as string | null;
    const column: TabularColumn<Asset> = field.kind === 'date' ? dayColumn(field.header, value) : field.kind === 'dateTime' ? dateTimeColumn(field.header, value) : { header: field.header, value };
    return [[key as string, column] as const];
  }),
);
const listed: readonly string[] = ASSET_LIST;

export const ASSET_EXPORT_COLUMNS = workerColumns(import.meta.url, 'ASSET_EXPORT_COLUMNS', [
  ...ASSET_LIST.map((id) => RELATION_COLUMNS[id] ?? own.get(id)!),
  ...[...own].filter(([key]) => !listed.includes(key)).map(([, column]) => column),
  ...TOOLTIP_COLUMNS,
  { header: 'Status', value: (a: Asset) => a.status },
  ...AUDIT_EXPORT_COLUMNS,
]);
