/**
 * The upload calls of each kind (spec 3 §7 "Uploads"): GET {kind}/template, POST {kind}/upload/preview, POST
 * {kind}/upload (stored and queued for the job worker), GET {kind}/uploads (the history) and GET
 * {kind}/uploads/{externalId} (the result workbook). Grants on the area `{kind}/uploads`: UPLOAD for the template,
 * the preview and the upload, VIEW for the history, DOWNLOAD for the results. The history shows a user's own
 * uploads; privileged users see everyone's.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import * as XLSX from 'xlsx';
import {
  MESSAGES,
  UPLOAD_COLUMNS,
  UPLOAD_FILE_PARTS,
  UPLOAD_KINDS,
  UPLOAD_MAX_BYTES,
  formatMessage,
  type ResultResponse,
  type SaveResponse,
  type UploadAccepted,
  type UploadKind,
  type UploadPreview,
  type UploadRecord,
} from '@equipdesk/api-client/contract';
import { API_PREFIX, sessionOf } from '../auth/guard';
import { inTransaction, type Db } from '../db/index';
import { byteaValue } from '../db/bulk';
import { accounts, assets, facilities, locations, models, picklistValues, uploads } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { enqueueJob } from '../jobs/queue';
import { iso } from '../resources/items';
import { defineResource, type RequestContext } from '../resources/definition';
import { parseUuid } from '../resources/listQuery';
import { registerResource } from '../resources/routes';
import { accountCondition, facilityCondition } from '../facilities/common';
import { assetAccountCondition } from '../assets/save';
import { parseAssetFlags } from './assets';
import { UPLOAD_JOB, previewUpload } from './process';
import { keepAcceptedSheet } from './spreadsheet';
import { readSheet } from './sheetReader';
import { auditUploadAccepted, auditUploadPreviewed } from '../audit/uploads';
import { actorOf, recordAuditAlone } from '../audit/record';

const FILE_REQUIRED: Readonly<Record<UploadKind, string>> = {
  assets: MESSAGES.assetFileRequired,
  locations: MESSAGES.locationsFileRequired,
  accounts: MESSAGES.accountsFileRequired,
};

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const tooLarge = (): HttpError => new HttpError(413, formatMessage(MESSAGES.uploadTooLarge, { mb: UPLOAD_MAX_BYTES / (1024 * 1024) }));

function contextOf(app: FastifyInstance, request: FastifyRequest): RequestContext {
  return { db: app.db, session: sessionOf(request), now: app.now(), request };
}

interface Received {
  file: Buffer;
  fileName: string;
  fields: Record<string, string>;
}

/** A file name as stored and shown: its last path segment, printable, at most 200 characters. */
function cleanFileName(name: string | undefined): string {
  // eslint-disable-next-line no-control-regex -- control characters never belong in a shown file name
  const base = (name ?? '').split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (base || 'upload').slice(0, 200);
}

/**
 * The multipart body: the kind's file part (read up to the limit, never more: over it the answer is 413) and the
 * text fields. Any other file part is drained and ignored.
 */
async function receive(request: FastifyRequest, kind: UploadKind): Promise<Received> {
  if (!request.isMultipart()) throw new HttpError(400, FILE_REQUIRED[kind]);
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  let fileName = '';
  try {
    for await (const part of request.parts({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 3, fields: 50, fieldSize: 1_000, parts: 60 } })) {
      if (part.type === 'file') {
        if (part.fieldname === UPLOAD_FILE_PARTS[kind] && file === null) {
          file = await part.toBuffer();
          fileName = cleanFileName(part.filename);
        } else {
          part.file.resume();
        }
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (err instanceof HttpError) throw err;
    // A cut or malformed multipart body, too many parts or fields: the form was not sent as the upload form sends it.
    throw new HttpError(400, FILE_REQUIRED[kind]);
  }
  if (!file || file.length === 0) throw new HttpError(400, FILE_REQUIRED[kind]);
  return { file, fileName, fields };
}

/** The reset options of an asset upload; the other kinds have none. */
const flagsOf = (kind: UploadKind, fields: Record<string, string>): Record<string, boolean> => (kind === 'assets' ? parseAssetFlags(fields) : {});

/** The history of one kind. */
function uploadHistory(kind: UploadKind) {
  const userName = sql<string | null>`(select u.name from users u where u.external_id = uploads.user_id)`;
  return defineResource({
    name: `${kind}/uploads`,
    label: 'Upload',
    table: uploads,
    fields: {
      externalId: uploads.externalId,
      userId: uploads.userId,
      userName,
      createdTimestamp: uploads.createdTimestamp,
      originalFileName: uploads.originalFileName,
      uploadStatus: uploads.uploadStatus,
      availableRowsCount: uploads.availableRowsCount,
      processedRowsCount: uploads.processedRowsCount,
      completedRowsCount: uploads.completedRowsCount,
      partialRowsCount: uploads.partialRowsCount,
      failedRowsCount: uploads.failedRowsCount,
      rejectedRowsCount: uploads.rejectedRowsCount,
      lastModifiedTimestamp: uploads.lastModifiedTimestamp,
    },
    toItems: (rows): UploadRecord[] =>
      rows.map((r) => ({
        externalId: r.externalId,
        user: r.userId ? { externalId: r.userId, name: r.userName ?? '' } : null,
        createdTimestamp: iso(r.createdTimestamp)!,
        originalFileName: r.originalFileName,
        uploadStatus: r.uploadStatus,
        availableRowsCount: r.availableRowsCount,
        processedRowsCount: r.processedRowsCount,
        completedRowsCount: r.completedRowsCount,
        partialRowsCount: kind === 'assets' ? r.partialRowsCount : null,
        failedRowsCount: r.failedRowsCount,
        rejectedRowsCount: r.rejectedRowsCount,
        lastModifiedTimestamp: iso(r.lastModifiedTimestamp)!,
      })),
    columns: {
      user: userName,
      createdTimestamp: null,
      originalFileName: uploads.originalFileName,
      uploadStatus: uploads.uploadStatus,
      availableRowsCount: null,
      processedRowsCount: null,
      completedRowsCount: null,
      ...(kind === 'assets' ? { partialRowsCount: null } : {}),
      failedRowsCount: null,
      rejectedRowsCount: null,
      lastModifiedTimestamp: null,
    },
    search: [uploads.originalFileName, userName],
    sort: {
      lastModifiedTimestamp: uploads.lastModifiedTimestamp,
      createdTimestamp: uploads.createdTimestamp,
      originalFileName: uploads.originalFileName,
      uploadStatus: uploads.uploadStatus,
      user: userName,
      availableRowsCount: uploads.availableRowsCount,
      processedRowsCount: uploads.processedRowsCount,
      completedRowsCount: uploads.completedRowsCount,
      partialRowsCount: uploads.partialRowsCount,
      failedRowsCount: uploads.failedRowsCount,
      rejectedRowsCount: uploads.rejectedRowsCount,
    },
    defaultSort: { by: 'lastModifiedTimestamp', direction: 'desc' },
    // Each kind lists its own; a user their own uploads, privileged users everyone's.
    scope: async (ctx) => and(eq(uploads.kind, kind), ctx.session.privileged ? undefined : eq(uploads.userId, ctx.session.user.externalId)),
    actions: false,
  });
}

/** An example row of the template that uploads cleanly: records of the caller's scope, a serial number not taken. */
async function exampleRow(kind: UploadKind, ctx: RequestContext): Promise<Record<string, string>> {
  const { db } = ctx;
  const firstValue = async (name: string): Promise<string> =>
    (await db.select({ value: picklistValues.value }).from(picklistValues).where(and(eq(picklistValues.name, name), eq(picklistValues.status, 'ACTIVE'))).orderBy(asc(picklistValues.value)).limit(1))[0]?.value ?? '';
  if (kind === 'accounts') {
    const [facility] = await db.select({ name: facilities.name }).from(facilities).where(and(eq(facilities.status, 'ACTIVE'), await facilityCondition(ctx, facilities.externalId))).orderBy(asc(facilities.name)).limit(1);
    let n = 9_000_000_001;
    for (;;) {
      const [taken] = await db.select({ id: accounts.externalId }).from(accounts).where(eq(accounts.accountNo, String(n))).limit(1);
      if (!taken) break;
      n++;
    }
    return {
      accountNo: String(n),
      name: 'Example Surgical Center',
      facility: facility?.name ?? '',
      timeZone: 'America/Chicago',
      pmAlertsDurationDays: '30',
      visitTimeoutHours: '24',
      standardTimeMinutes: '60',
      statTimeMinutes: '30',
      sendLateOrderAlerts: 'YES',
      sendDelayedOrderAlerts: 'NO',
    };
  }
  const accountScope = kind === 'assets' ? await assetAccountCondition(ctx) : await accountCondition(ctx, accounts.externalId);
  const [account] = await db.select().from(accounts).where(and(eq(accounts.status, 'ACTIVE'), accountScope)).orderBy(asc(accounts.accountNo)).limit(1);
  if (kind === 'locations') {
    let name = 'Example Room 101';
    for (let i = 2; account; i++) {
      const [taken] = await db.select({ id: locations.externalId }).from(locations).where(and(eq(locations.accountId, account.externalId), sql`lower(${locations.name}) = ${name.toLowerCase()}`)).limit(1);
      if (!taken) break;
      name = `Example Room ${100 + i}`;
    }
    return { name, account: account?.accountNo ?? '', type: await firstValue('LocationType'), utilizationStatus: await firstValue('UtilizationStatus'), groupName: 'EXAMPLE', inventoryPowerLevel: '300' };
  }
  const [model] = await db.select().from(models).where(eq(models.status, 'ACTIVE')).orderBy(asc(models.modelCode)).limit(1);
  let serial = 'EXAMPLE-SN-0001';
  for (let i = 2; model; i++) {
    const [taken] = await db.select({ id: assets.externalId }).from(assets).where(and(eq(assets.modelId, model.externalId), sql`lower(${assets.serialNumber}) = ${serial.toLowerCase()}`)).limit(1);
    if (!taken) break;
    serial = `EXAMPLE-SN-${String(i).padStart(4, '0')}`;
  }
  const [location] = account
    ? await db.select({ name: locations.name }).from(locations).where(and(eq(locations.accountId, account.externalId), eq(locations.status, 'ACTIVE'))).orderBy(asc(locations.name)).limit(1)
    : [];
  return {
    serialNumber: serial,
    model: model?.modelCode ?? '',
    account: account?.accountNo ?? '',
    customerAssetNumber: 'CAN-0001',
    location: location?.name ?? '',
    equipmentStatus: 'NEW',
    utilizationStatus: await firstValue('UtilizationStatus'),
    purchaseDate: '2024-01-15',
    notes: 'Example row: replace it with your assets.',
    status: 'ACTIVE',
  };
}

/** The template workbook: the header row and an example row, then an Instructions sheet with the allowed values. */
async function templateWorkbook(kind: UploadKind, ctx: RequestContext): Promise<Buffer> {
  const columns = UPLOAD_COLUMNS[kind];
  const example = await exampleRow(kind, ctx);
  const lists = [...new Set(columns.flatMap((c) => (c.picklist ? [c.picklist] : [])))];
  const values = lists.length
    ? await ctx.db
        .select({ name: picklistValues.name, value: picklistValues.value })
        .from(picklistValues)
        .where(and(sql`${picklistValues.name} in ${lists}`, eq(picklistValues.status, 'ACTIVE')))
        .orderBy(asc(picklistValues.name), asc(picklistValues.value))
    : [];
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([columns.map((c) => c.header), columns.map((c) => example[c.field] ?? '')]), kind === 'assets' ? 'Assets' : kind === 'locations' ? 'Locations' : 'Accounts');
  const instructions = [
    ['Column', 'Required', 'Description', 'Allowed values'],
    ...columns.map((c) => [c.header, c.required ? 'Yes' : 'No', c.description, c.picklist ? values.filter((v) => v.name === c.picklist).map((v) => v.value).join(', ') : '']),
  ];
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(instructions), 'Instructions');
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

async function storeUpload(db: Db, kind: UploadKind, ctx: RequestContext, received: Received, rows: number): Promise<string> {
  const who = ctx.session.user.username;
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(uploads)
      .values({
        kind,
        userId: ctx.session.user.externalId,
        originalFileName: received.fileName,
        uploadStatus: 'PENDING',
        flags: flagsOf(kind, received.fields),
        availableRowsCount: rows,
        sourceFile: byteaValue(received.file),
        createdBy: who,
        createdTimestamp: ctx.now,
        lastModifiedBy: who,
        lastModifiedTimestamp: ctx.now,
      })
      .returning({ externalId: uploads.externalId });
    await enqueueJob(tx, UPLOAD_JOB, row!.externalId);
    await auditUploadAccepted(tx, actorOf(ctx.session, ctx.request), ctx.now, kind, { externalId: row!.externalId, fileName: received.fileName, rows });
    return row!.externalId;
  });
}

function registerKind(app: FastifyInstance, kind: UploadKind): void {
  const area = `${kind}/uploads`;
  const base = `${API_PREFIX}/${kind}`;

  app.get(`${base}/template`, { config: { grant: { area, action: 'UPLOAD' } } }, async (request, reply): Promise<FastifyReply> => {
    const file = await templateWorkbook(kind, contextOf(app, request));
    return reply.type(XLSX_TYPE).header('content-disposition', `attachment; filename="${kind}-template.xlsx"`).send(file);
  });

  app.post(`${base}/upload/preview`, { config: { grant: { area, action: 'UPLOAD' } } }, async (request): Promise<ResultResponse<UploadPreview>> => {
    const received = await receive(request, kind);
    const sheet = await readSheet(kind, received.file);
    const ctx = contextOf(app, request);
    const result = await previewUpload(kind, ctx, sheet, received.fileName, flagsOf(kind, received.fields));
    await auditUploadPreviewed(app.db, actorOf(ctx.session, request), ctx.now, kind, result);
    return { success: true, result };
  });

  app.post(`${base}/upload`, { config: { grant: { area, action: 'UPLOAD' } } }, async (request): Promise<SaveResponse<UploadAccepted>> => {
    const received = await receive(request, kind);
    // Read once here so a file that is not a readable spreadsheet of the template is refused now, not by the job.
    const sheet = await readSheet(kind, received.file);
    const ctx = contextOf(app, request);
    const externalId = await storeUpload(app.db, kind, ctx, received, sheet.rows.length);
    keepAcceptedSheet(externalId, sheet);
    app.wakeJobs();
    return {
      applyStatus: 'OK',
      success: true,
      message: formatMessage(MESSAGES.uploadAccepted, { n: sheet.rows.length }),
      result: { externalId, uploadStatus: 'PENDING' },
    };
  });

  registerResource(app, uploadHistory(kind));

  app.get<{ Params: { id: string } }>(`${base}/uploads/:id`, { config: { grant: { area, action: 'DOWNLOAD' } } }, async (request, reply): Promise<FastifyReply> => {
    const session = sessionOf(request);
    const id = parseUuid(request.params.id);
    const [row] = id
      ? await app.db
          .select({ status: uploads.uploadStatus, name: uploads.originalFileName, result: uploads.resultFile })
          .from(uploads)
          .where(and(eq(uploads.externalId, id), eq(uploads.kind, kind), ne(uploads.status, 'REMOVED'), session.privileged ? undefined : eq(uploads.userId, session.user.externalId)))
          .limit(1)
      : [];
    if (!row) throw notFound(MESSAGES.uploadNotFound);
    if (row.status !== 'COMPLETED' || !row.result) throw new HttpError(409, formatMessage(MESSAGES.uploadResultNotReady, { status: row.status }));
    await recordAuditAlone(app.db, actorOf(session, request), app.now(), {
      action: 'UPLOAD_RESULT_DOWNLOADED',
      entityType: `${kind}/uploads`,
      entityId: id,
      summary: `Results of "${row.name}" downloaded`,
    });
    const stem = row.name.replace(/\.[^.]*$/, '').replace(/[^\w.-]+/g, '_').slice(0, 100) || 'upload';
    return reply.type(XLSX_TYPE).header('content-disposition', `attachment; filename="${stem}-results.xlsx"`).send(Buffer.from(row.result));
  });
}

/** The upload routes of every kind, with multipart parsing for them alone. */
export async function registerUploadRoutes(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 3, fields: 50, fieldSize: 1_000, parts: 60 } });
    for (const kind of UPLOAD_KINDS) registerKind(scope, kind);
  });
}
