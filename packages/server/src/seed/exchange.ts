/**
 * What the demo has exchanged in files: a finished upload history per kind (each COMPLETED one with its result
 * file), export requests with their jobs, and the ERP and maintenance-system sync configurations.
 */
import * as t from '../db/schema';
import { audit, dateOnly, HOUR, MINUTE, type SeedContext } from './context';
import { seededResultFile, seededUploadCounts } from './uploads';
import type { UserRow } from './users';

interface ExchangeSeedInputs {
  /** The demo's administrator, who uploaded and asked for the exports. */
  admin: UserRow;
  technicians: readonly UserRow[];
  facilityRows: readonly { externalId: string }[];
}

export async function seedExchange({ r, past, add }: SeedContext, { admin, technicians, facilityRows }: ExchangeSeedInputs) {
  // A finished history per kind; each COMPLETED one has its result file, as the job leaves it (uploads/process.ts).
  const uploadRows = (['assets', 'locations', 'accounts'] as const).flatMap((kind) =>
    Array.from({ length: 6 }, (_, i) => {
      const at = past(60);
      const counts = seededUploadCounts(r, kind, i);
      return {
        externalId: r.uuid(),
        kind,
        // Nightly PM loads have no user: the console shows PM DAILY LOAD.
        userId: kind === 'assets' && i % 4 === 3 ? null : r.pick([admin, ...technicians]).externalId,
        originalFileName: `${kind}-${dateOnly(at)}.xlsx`,
        ...counts,
        ...audit(at, admin.username),
      };
    }),
  );
  const uploadsWithFiles = await Promise.all(
    uploadRows.map(async (u) => ({ ...u, resultFile: u.uploadStatus === 'COMPLETED' ? await seededResultFile(u.kind, u) : null })),
  );
  await add('uploads', t.uploads, uploadsWithFiles);

  // Kinds as the contract names them (EXPORT_REQUEST_KINDS); each request has its job, as one issued through the API
  // does, so the worker builds the seeded files (a COMPLETED one keeps its status while its file is written).
  const exportRows = (['productivity', 'utilization'] as const).flatMap((kind) =>
    (['COMPLETED', 'COMPLETED', 'PROCESSING', 'REQUESTED'] as const).map((requestStatus, i) => {
      const at = past(20);
      return {
        externalId: r.uuid(),
        kind,
        name: `${kind === 'productivity' ? 'Productivity' : 'Utilization'} export ${dateOnly(at)} #${i + 1}`,
        userId: admin.externalId,
        initiatedTimestamp: at,
        completedTimestamp: requestStatus === 'COMPLETED' ? new Date(at.getTime() + r.int(2, 30) * MINUTE) : null,
        lastAccessedTimestamp: requestStatus === 'COMPLETED' && i === 0 ? new Date(at.getTime() + HOUR) : null,
        requestStatus,
        processingLog: requestStatus === 'COMPLETED' ? 'Rows selected, workbook written, request completed.' : 'Request queued.',
        filters: { facilities: [facilityRows[0]!.externalId] },
        ...audit(at, admin.username),
      };
    }),
  );
  await add('exportRequests', t.exportRequests, exportRows);
  await add('jobs', t.jobs, exportRows.map((row) => ({ kind: 'export-request', subjectId: row.externalId })));

  await add('syncConfigs', t.syncConfigs, [
    {
      externalId: r.uuid(),
      uri: 'erp/assets',
      description: 'Nightly asset master from the ERP',
      ddl: 'CREATE TABLE erp_assets (serial_number text, model_code text, account_no text);\nCREATE INDEX erp_assets_serial ON erp_assets (serial_number);',
      mappings: { attributes: { serialNumber: 'serial_number', modelCode: 'model_code', accountNo: 'account_no' }, relations: ['models', 'accounts'] },
      ...audit(past(90, 30)),
    },
    {
      externalId: r.uuid(),
      uri: 'erp/accounts',
      description: 'Account list from the ERP',
      ddl: 'CREATE TABLE erp_accounts (account_no text, account_name text);',
      mappings: { attributes: { accountNo: 'account_no', accountName: 'account_name' }, relations: ['facilities'] },
      ...audit(past(90, 30)),
    },
    {
      externalId: r.uuid(),
      uri: 'cmms/work-orders',
      description: 'Work orders from the maintenance system',
      ddl: 'CREATE TABLE cmms_work_orders (order_number text, serial_number text, due_date date);',
      mappings: { attributes: { orderNumber: 'order_number', serialNumber: 'serial_number', dueDate: 'due_date' }, relations: ['assets'] },
      status: 'INACTIVE',
      ...audit(past(90, 30)),
    },
  ]);
}
