/**
 * Fixture data and msw handlers of the upload stories (Storybook only): each kind's history with its search, sort
 * and page, the template and result files, the preview of a file with rejected rows, and the upload accepted or
 * refused.
 */
import { delay, http, HttpResponse } from 'msw';
import type { RequestHandler } from 'msw';
import { MESSAGES } from '@equipdesk/api-client/contract';
import type { PermissionEntry, UploadKind, UploadPreview, UploadRecord } from '@equipdesk/api-client/contract';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** NAVIGATE and the given grants on the three upload pages. */
export function uploadPermissions(...types: PermissionEntry['type'][]): PermissionEntry[] {
  return ['assets/uploads', 'locations/uploads', 'accounts/uploads'].flatMap((value) => [
    { value, type: 'NAVIGATE', context: 'MENU' },
    ...types.map((type): PermissionEntry => ({ value, type, context: 'URI' })),
  ]);
}
export const UPLOAD_PERMISSIONS = uploadPermissions('VIEW', 'NEW', 'UPLOAD', 'DOWNLOAD');

const user = (name: string) => ({ externalId: `u-${name.toLowerCase().replace(/\W+/g, '-')}`, name });

export const ASSET_UPLOADS: UploadRecord[] = [
  {
    externalId: 'up-a3',
    user: user('Sam Supervisor'),
    createdTimestamp: '2026-11-25T08:10:00Z',
    originalFileName: 'north-icu-pumps.xlsx',
    uploadStatus: 'PROCESSING',
    availableRowsCount: 400,
    processedRowsCount: 150,
    completedRowsCount: 140,
    partialRowsCount: 4,
    failedRowsCount: 1,
    rejectedRowsCount: 5,
    lastModifiedTimestamp: '2026-11-25T08:11:30Z',
  },
  {
    externalId: 'up-a2',
    user: null,
    createdTimestamp: '2026-11-25T02:00:00Z',
    originalFileName: 'pm-daily-load-2026-11-25.xlsx',
    uploadStatus: 'COMPLETED',
    availableRowsCount: 1200,
    processedRowsCount: 1200,
    completedRowsCount: 1180,
    partialRowsCount: 12,
    failedRowsCount: 0,
    rejectedRowsCount: 8,
    lastModifiedTimestamp: '2026-11-25T02:04:10Z',
  },
  {
    externalId: 'up-a1',
    user: user('Avery Admin'),
    createdTimestamp: '2026-11-24T15:20:00Z',
    originalFileName: 'south-ward-beds.csv',
    uploadStatus: 'FAILED',
    availableRowsCount: 30,
    processedRowsCount: 12,
    completedRowsCount: 12,
    partialRowsCount: 0,
    failedRowsCount: 18,
    rejectedRowsCount: 0,
    lastModifiedTimestamp: '2026-11-24T15:21:00Z',
  },
];

export const LOCATION_UPLOADS: UploadRecord[] = [
  {
    externalId: 'up-l2',
    user: user('Avery Admin'),
    createdTimestamp: '2026-11-25T07:00:00Z',
    originalFileName: 'theatre-bays.xlsx',
    uploadStatus: 'PENDING',
    availableRowsCount: 24,
    processedRowsCount: 0,
    completedRowsCount: 0,
    failedRowsCount: 0,
    rejectedRowsCount: 0,
    lastModifiedTimestamp: '2026-11-25T07:00:00Z',
  },
  {
    externalId: 'up-l1',
    user: user('Sam Supervisor'),
    createdTimestamp: '2026-11-23T10:00:00Z',
    originalFileName: 'icu-beds.xlsx',
    uploadStatus: 'COMPLETED',
    availableRowsCount: 40,
    processedRowsCount: 40,
    completedRowsCount: 38,
    failedRowsCount: 0,
    rejectedRowsCount: 2,
    lastModifiedTimestamp: '2026-11-23T10:01:00Z',
  },
];

export const ACCOUNT_UPLOADS: UploadRecord[] = [
  {
    externalId: 'up-c1',
    user: user('Avery Admin'),
    createdTimestamp: '2026-11-20T09:00:00Z',
    originalFileName: 'new-accounts.xlsx',
    uploadStatus: 'COMPLETED',
    availableRowsCount: 6,
    processedRowsCount: 6,
    completedRowsCount: 5,
    failedRowsCount: 0,
    rejectedRowsCount: 1,
    lastModifiedTimestamp: '2026-11-20T09:00:05Z',
  },
];

/** A preview with a rejected row of each kind of mistake the template invites. */
export const ASSET_PREVIEW: UploadPreview = {
  originalFileName: 'north-icu-pumps.xlsx',
  availableRowsCount: 6,
  createCount: 2,
  updateCount: 1,
  rejectCount: 3,
  rows: [
    { row: 5, key: 'SN-7003', outcome: 'REJECT', message: MESSAGES.rfidLength },
    { row: 6, key: 'SN-7001', outcome: 'REJECT', message: 'The row repeats serial number SN-7001 and model PUMP-1 of row 2.' },
    { row: 7, key: 'SN-7004', outcome: 'REJECT', message: 'Model Code NOPE-9 is not an active product model.' },
    { row: 2, key: 'SN-7001', outcome: 'CREATE', message: null },
    { row: 3, key: 'SN-7002', outcome: 'CREATE', message: null },
    { row: 4, key: 'SN-1001', outcome: 'UPDATE', message: null },
  ],
};

/** The refusal of the refused-upload story. */
export const UPLOAD_REFUSAL = "The first row must carry the template's headers; missing: Model Code.";

export interface UploadData {
  assets?: UploadRecord[];
  locations?: UploadRecord[];
  accounts?: UploadRecord[];
  /** Refuse `POST {kind}/upload` with 400 and this message. */
  refuse?: string;
  /** Refuse `POST {kind}/upload/preview` with 400 and this message. */
  refusePreview?: string;
  /** Never answer the preview: its loading state. */
  previewPending?: boolean;
}

function page(rows: readonly UploadRecord[], url: URL) {
  const search = (url.searchParams.get('search') ?? '').toLowerCase();
  const found = rows.filter((row) => !search || `${row.originalFileName} ${row.user?.name ?? ''}`.toLowerCase().includes(search));
  const sortBy = (url.searchParams.get('sortBy') ?? 'lastModifiedTimestamp') as keyof UploadRecord;
  const sign = url.searchParams.get('sortDirection') === 'asc' ? 1 : -1;
  const text = (row: UploadRecord) => {
    const value = row[sortBy];
    if (typeof value === 'number') return String(value).padStart(9, '0');
    if (value && typeof value === 'object') return value.name;
    return String(value ?? '');
  };
  found.sort((a, b) => sign * text(a).localeCompare(text(b)));
  const pageIndex = Number(url.searchParams.get('pageIndex') ?? 0);
  const pageSize = Number(url.searchParams.get('pageSize') ?? 50);
  return HttpResponse.json({ success: true, count: found.length, items: found.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize) });
}

const file = (name: string) =>
  new HttpResponse('PK fixture workbook', { headers: { 'Content-Type': XLSX_TYPE, 'Content-Disposition': `attachment; filename="${name}"` } });

export function uploadHandlers({ assets = ASSET_UPLOADS, locations = LOCATION_UPLOADS, accounts = ACCOUNT_UPLOADS, refuse, refusePreview, previewPending }: UploadData = {}): RequestHandler[] {
  const rowsOf: Record<UploadKind, readonly UploadRecord[]> = { assets, locations, accounts };
  const kindOf = (value: unknown): UploadKind | null => (value === 'assets' || value === 'locations' || value === 'accounts' ? value : null);
  return [
    http.get('/api/:kind/template', ({ params }) => file(`${String(params.kind)}-template.xlsx`)),
    http.get('/api/:kind/uploads', ({ params, request }) => {
      const kind = kindOf(params.kind);
      return kind ? page(rowsOf[kind], new URL(request.url)) : HttpResponse.json({ success: false }, { status: 404 });
    }),
    http.get('/api/:kind/uploads/:id', ({ params }) => file(`upload-${String(params.id)}-results.xlsx`)),
    http.post('/api/:kind/upload/preview', async ({ request }) => {
      if (previewPending) await delay('infinite');
      if (refusePreview) return HttpResponse.json({ success: false, message: refusePreview, errors: [] }, { status: 400 });
      const form = await request.formData();
      const chosen = [...form.values()].find((value): value is File => typeof value !== 'string');
      return HttpResponse.json({ success: true, result: { ...ASSET_PREVIEW, originalFileName: chosen?.name ?? ASSET_PREVIEW.originalFileName } });
    }),
    http.post('/api/:kind/upload', () =>
      refuse
        ? HttpResponse.json({ success: false, message: refuse, errors: [] }, { status: 400 })
        : HttpResponse.json({ success: true, message: 'Upload accepted: it is being processed.', result: { externalId: 'up-new', uploadStatus: 'PENDING' } }),
    ),
  ];
}

/** The histories never answer: their loading state. */
export const uploadLoadingHandlers: RequestHandler[] = [http.get('/api/:kind/uploads', () => delay('infinite'))];
