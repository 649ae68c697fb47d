/** Bulk uploads of assets, locations and accounts and their history (spec 3 §2.5, §2.6, §3, §7 "Uploads"). */
import type { ListQuery } from './envelopes';
import type { UploadStatus } from './enums';

/** The three areas that take spreadsheet uploads. */
export const UPLOAD_KINDS = ['assets', 'locations', 'accounts'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** The multipart part name of each upload; accounts use locationsFile too, as the spec records. */
export const UPLOAD_FILE_PARTS: Readonly<Record<UploadKind, string>> = {
  assets: 'assetsFile',
  locations: 'locationsFile',
  accounts: 'locationsFile',
};

/** A row of GET {kind}/uploads. */
export interface UploadRecord {
  externalId: string;
  /** The uploader; an asset upload without one is shown as PM DAILY LOAD. */
  user: { externalId?: string; name: string } | null;
  createdTimestamp: string;
  originalFileName: string;
  uploadStatus: UploadStatus | string;
  availableRowsCount: number;
  processedRowsCount: number;
  completedRowsCount: number;
  /** Asset uploads only. */
  partialRowsCount?: number | null;
  failedRowsCount: number;
  rejectedRowsCount: number;
  lastModifiedTimestamp: string;
}

export type UploadQuery = ListQuery;
