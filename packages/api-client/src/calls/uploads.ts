/**
 * The spreadsheet upload calls (spec 3 §7 "Uploads"): the template, the preview and the upload of assets, locations
 * and accounts (one multipart body for both), each kind's upload history and an upload's result file. The history
 * is the generic list of `{kind}/uploads`, cached under that list's key, so change notices of the live list
 * `{kind}/uploads` refetch it while an upload runs.
 */
import { ASSET_UPLOAD_FLAGS } from '../contract/enums';
import type { AssetUploadFlag } from '../contract/enums';
import type { ListResponse, ResultResponse } from '../contract/envelopes';
import { UPLOAD_FILE_PARTS } from '../contract/uploads';
import type { UploadAccepted, UploadKind, UploadPreview, UploadQuery, UploadRecord } from '../contract/uploads';
import { ApiError } from '../http/errors';
import { apiPath } from '../http/query';
import type { DownloadOptions, DownloadResult, Transport } from '../transport';
import { list, listKey } from './listing';

/** The history's resource, `{kind}/uploads`: its list, cache key, live list and permission path. */
export function uploadsResource(kind: UploadKind): `${UploadKind}/uploads` {
  return `${kind}/uploads`;
}

/** The cache key of one page of a history (the key of `useList('{kind}/uploads', query)`). */
export function uploadsKey(kind: UploadKind, query: UploadQuery) {
  return listKey(uploadsResource(kind), query);
}

/** What an upload sends beside the file: the asset upload's reset options (the others take none). */
export interface UploadOptions {
  /** The reset options chosen; every other flag goes as "false". Asset uploads only. */
  flags?: readonly AssetUploadFlag[];
}

/**
 * The multipart body of a preview or an upload: the file under the kind's part name (accounts use `locationsFile`
 * too, spec 3 §7) and, for assets, each of the 16 flags as "true" or "false".
 */
export function uploadBody(kind: UploadKind, file: Blob, options: UploadOptions = {}): FormData {
  const body = new FormData();
  const name = file instanceof File ? file.name : `${kind}.xlsx`;
  body.append(UPLOAD_FILE_PARTS[kind], file, name);
  if (kind === 'assets') {
    const chosen = new Set(options.flags ?? []);
    for (const flag of ASSET_UPLOAD_FLAGS) body.append(flag, chosen.has(flag) ? 'true' : 'false');
  }
  return body;
}

/** The answer of `POST {kind}/upload`: the server's message and the upload, PENDING until the job worker takes it. */
export interface UploadAnswer {
  message: string;
  result: UploadAccepted;
}

type UploadEnvelope<T> = ResultResponse<T> & { success?: boolean; message?: string };

/** A 2xx answer that still says no (`success: false` or no result) becomes the refusal it is. */
function resultOf<T>(response: UploadEnvelope<T> | undefined, what: string): T {
  if (!response || response.success === false || response.result === undefined || response.result === null) {
    throw new ApiError(400, response?.message || `The ${what} was refused.`, response);
  }
  return response.result;
}

/** GET {kind}/template: the XLSX template, saved in the browser unless `options.save` is false. */
export function uploadTemplate(transport: Transport, kind: UploadKind, options: DownloadOptions = {}): Promise<DownloadResult> {
  return transport.download(apiPath(kind, 'template'), undefined, { fallbackFilename: `${kind}-template.xlsx`, ...options });
}

/** POST {kind}/upload/preview: what each row would do (create, update, reject and why); nothing is written. */
export async function previewUpload(transport: Transport, kind: UploadKind, file: Blob, options: UploadOptions = {}, signal?: AbortSignal): Promise<UploadPreview> {
  const response = await transport.post<UploadEnvelope<UploadPreview>>(apiPath(kind, 'upload', 'preview'), uploadBody(kind, file, options), { signal });
  const preview = resultOf(response, 'preview');
  return { ...preview, rows: preview.rows ?? [] };
}

/** POST {kind}/upload: the upload is accepted (PENDING) and processed by the server; refusals reject with ApiError. */
export async function upload(transport: Transport, kind: UploadKind, file: Blob, options: UploadOptions = {}): Promise<UploadAnswer> {
  const response = await transport.post<UploadEnvelope<UploadAccepted>>(apiPath(kind, 'upload'), uploadBody(kind, file, options));
  const result = resultOf(response, 'upload');
  return { message: response.message ?? '', result };
}

/** GET {kind}/uploads: one page of the history (newest change first unless the query sorts otherwise). */
export function uploads(transport: Transport, kind: UploadKind, query: UploadQuery, signal?: AbortSignal): Promise<ListResponse<UploadRecord>> {
  return list<UploadRecord>(transport, uploadsResource(kind), query, signal);
}

/** GET {kind}/uploads/{externalId}: the result file of a COMPLETED upload (each row with its outcome). */
export function uploadResult(transport: Transport, kind: UploadKind, externalId: string, options: DownloadOptions = {}): Promise<DownloadResult> {
  return transport.download(apiPath(uploadsResource(kind), externalId), undefined, { fallbackFilename: `${kind}-upload-${externalId}.xlsx`, ...options });
}
