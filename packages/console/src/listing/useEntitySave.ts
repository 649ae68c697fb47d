/**
 * Saving a listed entity: PUT to create, POST {id} to update, success as a 1.5 s toast, a refused
 * save as a toast with the server's message (the form keeps what was typed), and the cached
 * reference list refreshed when the resource is one.
 */
import { useCallback } from 'react';
import { showValidationErrors, useToast } from '@equipdesk/ui';
import { isApiError, isSaveOk } from '@equipdesk/api-client';
import { useApiClient } from '@equipdesk/api-client/react';
import type { ReferenceListName, SaveResponse } from '@equipdesk/api-client/contract';
import { SUCCESS_TOAST_MS, VALIDATION_TOAST_MS } from '@equipdesk/api-client/contract';
import { refreshReferenceList } from './referenceLists';

export interface EntitySaveOptions {
  /** The reference list to refresh after a save (users, enterprises, roles, ...). */
  referenceList?: ReferenceListName;
  /** Toast text on success, in place of the server's (the wizards' fixed messages). @default the server's, else `defaultSuccess` */
  successMessage?: string;
}

export interface SaveToastOptions extends EntitySaveOptions {
  /** Toast text on success when the server sends none. @default 'Saved successfully.' */
  defaultSuccess?: string;
}

export type SaveOutcome<T> = { ok: true; result: T | undefined } | { ok: false; message: string };

/**
 * The toasts around one save call, for saves that are not a plain resource PUT/POST (the profile):
 * a 400 with field errors as a Validation Error toast, any other failure or refusal as a danger toast.
 */
export function useSaveToasts() {
  const client = useApiClient();
  const toast = useToast();
  return useCallback(
    async <T>(
      call: () => Promise<SaveResponse<T>>,
      { referenceList, successMessage, defaultSuccess = 'Saved successfully.' }: SaveToastOptions = {}
    ): Promise<SaveOutcome<T>> => {
      let response: SaveResponse<T>;
      try {
        response = await call();
      } catch (error) {
        const message = error instanceof Error ? error.message : 'Save failed.';
        if (isApiError(error, 400) && error.errors.length > 0) {
          showValidationErrors(
            toast,
            error.errors.map((e) => e.message),
            VALIDATION_TOAST_MS
          );
        } else {
          toast.show({ type: 'danger', message, durationMs: VALIDATION_TOAST_MS });
        }
        return { ok: false, message };
      }
      if (!isSaveOk(response)) {
        const message = response.message || 'Save failed.';
        toast.show({ type: 'danger', message, durationMs: VALIDATION_TOAST_MS });
        return { ok: false, message };
      }
      toast.show({ type: 'success', message: successMessage ?? (response.message || defaultSuccess), durationMs: SUCCESS_TOAST_MS });
      if (referenceList) void refreshReferenceList(client, referenceList);
      return { ok: true, result: response.result };
    },
    [client, toast]
  );
}

export function useEntitySave<T, F = unknown>(resource: string, { referenceList, successMessage }: EntitySaveOptions = {}) {
  const client = useApiClient();
  const withToasts = useSaveToasts();
  return useCallback(
    (form: F, id?: string | number): Promise<SaveOutcome<T>> => withToasts(() => client.save<T, F>(resource, form, id), { referenceList, successMessage }),
    [client, withToasts, resource, referenceList, successMessage]
  );
}
