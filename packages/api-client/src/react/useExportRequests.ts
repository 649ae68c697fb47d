/** The SWR hook of the export request history: refreshed every EXPORT_LIST_REFRESH_MS (spec 3 §2.14, §9). */
import useSWR from 'swr';
import type { SWRResponse } from 'swr';
import { exportRequestsKey } from '../calls/exportRequests';
import { EXPORT_LIST_REFRESH_MS } from '../contract/constants';
import type { ListResponse } from '../contract/envelopes';
import type { ExportRequest, ExportRequestKind } from '../contract/exports';
import type { ApiError } from '../http/errors';
import { useApiClient } from './ApiClientProvider';

/** The caller's requests of a kind, newest first; `enabled` false fetches nothing. Refresh at once with `mutate()`. */
export function useExportRequests(kind: ExportRequestKind, enabled = true): SWRResponse<ListResponse<ExportRequest>, ApiError> {
  const client = useApiClient();
  return useSWR(enabled ? exportRequestsKey(kind) : null, () => client.exportRequests(kind), {
    refreshInterval: EXPORT_LIST_REFRESH_MS,
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
}
