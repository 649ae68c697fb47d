/**
 * An asset's own fields (spec 3 §2.3), each declared once, in the order of the asset item: its export header and
 * format, whether the list sorts by it, whether the form saves it as it is, and the pair of history columns that
 * record it. The list's columns in the console's order (`ASSET_LIST`) are its export's too. The item's SQL and the
 * list's sort keys and texts (resource.ts), the export columns (exportColumns.ts), the saved values (save.ts) and the
 * history rows (mutations.ts) are derived from it, so an asset field of its own is added here (and in the schema, a
 * migration and the contract) only. Its relations are declared in resource.ts and exportColumns.ts. An export worker
 * loads this module (through exportColumns.ts): it imports no schema and no drizzle.
 */
import type { Asset, AssetFormOutput } from '@equipdesk/api-client/contract';
import type { assets } from '../db/schema';

export interface AssetField {
  /** The header of its export column (a column of the list, or after the list's where `ASSET_LIST` has it not). */
  header?: string;
  /** A day stored as its UTC midnight (written and saved as a day), or an instant. */
  kind?: 'date' | 'dateTime';
  /** False: the list does not sort by it. */
  sorts?: false;
  /** The form saves it as it is (a day from its ISO text). */
  saved?: true;
  /** The asset's history records it, in the columns `new…` and `old…` of this name. */
  history?: string;
}

/** A relation of the asset: its item's JSON and export columns are declared with its SQL (resource.ts, exportColumns.ts). */
export const RELATION = 'relation';

type Column = keyof typeof assets.$inferSelect;

/** The asset item's fields after its externalId and before its status, in order. */
export const ASSET_FIELDS = {
  serialNumber: { header: 'Serial No', saved: true },
  manufacturerSerialNumber: { header: 'Optional Asset ID', saved: true, history: 'ManufacturerSerialNumber' },
  model: RELATION,
  product: RELATION,
  account: RELATION,
  erpOwner: RELATION,
  contract: RELATION,
  currentLocation: RELATION,
  equipmentStatus: { saved: true },
  purchaseDate: { header: 'Purchase Date', kind: 'date', saved: true },
  utilizationStatus: { header: 'Util. Status', saved: true, history: 'UtilizationStatus' },
  utilizationCategory: { sorts: false, saved: true, history: 'UtilizationCategory' },
  preventiveMaintainenceDate: { header: 'PM Date', kind: 'date', saved: true, history: 'PmDate' },
  tags: RELATION,
  notes: { sorts: false, saved: true, history: 'Notes' },
  customerAssetNumber: { header: 'Customer Asset No', saved: true, history: 'CustomerAssetNumber' },
  serviceType: { header: 'Service Type', saved: true, history: 'ServiceType' },
  businessType: { header: 'Business Type', saved: true, history: 'BusinessType' },
  lastScannedBy: { header: 'Last Scanned By', history: 'ScannedBy' },
  lastScannedTimestamp: { header: 'Last Scanned Time', kind: 'dateTime', history: 'ScannedTimestamp' },
} as const satisfies { [K in keyof Asset]?: K extends Column ? AssetField | typeof RELATION : typeof RELATION };

type Fields = typeof ASSET_FIELDS;
/** The asset's own fields: the columns of the same name. */
export type OwnField = { [K in keyof Fields]: Fields[K] extends AssetField ? K : never }[keyof Fields];
/** The asset's relations. */
export type AssetRelation = Exclude<keyof Fields, OwnField>;
/** The own fields the form saves as they are. */
export type SavedField = { [K in OwnField]: Fields[K] extends { saved: true } ? K : never }[OwnField];
/** The own fields the history records. */
export type HistoryField = { [K in OwnField]: Fields[K] extends { history: string } ? K : never }[OwnField];

const entries = Object.entries(ASSET_FIELDS) as [keyof Fields, AssetField | typeof RELATION][];
/** The own fields, each with its declaration. */
export const OWN_FIELDS = entries.filter((e): e is [OwnField, AssetField] => e[1] !== RELATION);
/** The own fields the history records, with the name of their pair of columns. */
export const HISTORY_FIELDS = OWN_FIELDS.flatMap(([key, field]) => (field.history ? [[key as HistoryField, field.history] as const] : []));

/**
 * The list's columns in the console's order (spec 3 §2.3), by their ids: an own field's name, or a relation's column
 * (exportColumns.ts). The text the list shows is joined in this order for the trigram index of migration 0026.
 */
export const ASSET_LIST = [
  'accountName', 'serialNumber', 'modelCode', 'product', 'contract', 'manufacturerSerialNumber', 'businessType', 'serviceType', 'customerAssetNumber',
  'purchaseDate', 'erpOwner', 'tags', 'location', 'lastScannedBy', 'lastScannedTimestamp', 'utilizationStatus', 'preventiveMaintainenceDate',
] as const;

/** The column values of the fields the form saves as they are. */
export function savedValues(form: AssetFormOutput): Pick<typeof assets.$inferInsert, SavedField> {
  const day = (value: string | null) => (value ? new Date(value) : null);
  return Object.fromEntries(
    OWN_FIELDS.filter(([, field]) => field.saved).map(([key, field]) => {
      const value = form[key as SavedField];
      return [key, field.kind === 'date' ? day(value as string | null) : value];
    }),
  ) as Pick<typeof assets.$inferInsert, SavedField>;
}
