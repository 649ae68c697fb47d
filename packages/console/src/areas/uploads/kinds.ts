/** What differs between the asset, location and account uploads: their names, messages, routes and grants. */
import { MESSAGES, UPLOAD_MAX_BYTES, formatMessage } from '@equipdesk/api-client/contract';
import type { UploadKind } from '@equipdesk/api-client/contract';

export interface UploadKindInfo {
  kind: UploadKind;
  /** The form's heading (the route's title). */
  formTitle: string;
  /** The history's heading (the route's title). */
  historyTitle: string;
  /** The form's route. */
  formPath: string;
  /** The history's route, where a successful upload leads. */
  historyPath: string;
  /** Upload without a file (spec 3 §5; accounts name their own file, docs/DECISIONS.md). */
  fileRequired: string;
  /** What a row of the preview is named by: the serial number, location name or account number. */
  keyHeader: string;
  /** The grants' page: `{kind}/uploads`. */
  permissionPath: string;
}

export const UPLOAD_KIND_INFO: Readonly<Record<UploadKind, UploadKindInfo>> = {
  assets: {
    kind: 'assets',
    formTitle: 'Upload Assets',
    historyTitle: 'Asset Upload History',
    formPath: '/assets/upload',
    historyPath: '/assets/uploads',
    fileRequired: MESSAGES.assetFileRequired,
    keyHeader: 'Serial Number',
    permissionPath: 'assets/uploads',
  },
  locations: {
    kind: 'locations',
    formTitle: 'Upload Locations',
    historyTitle: 'Location Upload History',
    formPath: '/locations/upload',
    historyPath: '/locations/uploads',
    fileRequired: MESSAGES.locationsFileRequired,
    keyHeader: 'Location Name',
    permissionPath: 'locations/uploads',
  },
  accounts: {
    kind: 'accounts',
    formTitle: 'Upload Accounts',
    historyTitle: 'Account Upload History',
    formPath: '/accounts/upload',
    historyPath: '/accounts/uploads',
    fileRequired: MESSAGES.accountsFileRequired,
    keyHeader: 'Account No',
    permissionPath: 'accounts/uploads',
  },
};

/** The refusal of a file over the limit, before anything is sent. */
export const UPLOAD_TOO_LARGE = formatMessage(MESSAGES.uploadTooLarge, { mb: UPLOAD_MAX_BYTES / (1024 * 1024) });

/** A file size as people read it: `812 bytes`, `12.3 KB`, `4.1 MB`. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
