/** The toolbar's Export of a ListingPage: the list's query, through the page's own call or GET {resource}/export. */
import { useCallback } from 'react';
import { useToast } from '@equipdesk/ui';
import { useApiClient } from '@equipdesk/api-client/react';
import type { ExportFormat } from '@equipdesk/api-client';
import { VALIDATION_TOAST_MS } from '@equipdesk/api-client/contract';
import type { ListQuery } from '@equipdesk/api-client/contract';

export function useListingExport(resource: string, query: ListQuery, exportWith: ((format: ExportFormat, query: ListQuery) => Promise<unknown>) | undefined) {
  const client = useApiClient();
  const toast = useToast();
  return useCallback(
    async (format: ExportFormat) => {
      try {
        if (exportWith) await exportWith(format, query);
        else await client.exportList(resource, format, query);
      } catch (failure) {
        // Spec 1 §8: the busy state is cleared and the failure is logged.
        console.error(`Export of ${resource} as ${format} failed`, failure);
        toast.show({ type: 'danger', message: failure instanceof Error ? failure.message : 'Export failed.', durationMs: VALIDATION_TOAST_MS });
      }
    },
    [client, resource, query, toast, exportWith],
  );
}
