// Validation failures appear as one toast titled 'Validation Error' (danger, 5 s), spec 1 §8.
import { createElement, useCallback } from 'react';
import { useToast } from '../Toast';
import type { ToastApi } from '../Toast';

export const VALIDATION_TOAST_TITLE = 'Validation Error';

/** Shows `messages` as a Validation Error toast; several messages become a list. Returns its id. */
export function showValidationErrors(toast: Pick<ToastApi, 'show'>, messages: string[], durationMs = 5000): string | null {
  const unique = [...new Set(messages.filter((message) => message.trim() !== ''))];
  if (unique.length === 0) return null;
  const message =
    unique.length === 1
      ? unique[0]
      : createElement(
          'ul',
          { style: { margin: 0, paddingInlineStart: '1.2em' } },
          unique.map((text) => createElement('li', { key: text }, text)),
        );
  return toast.show({ id: 'validation-error', type: 'danger', title: VALIDATION_TOAST_TITLE, message, durationMs });
}

/** `showValidationErrors` bound to the nearest toast stack. */
export function useValidationToast(durationMs = 5000): (messages: string[]) => string | null {
  const toast = useToast();
  return useCallback((messages: string[]) => showValidationErrors(toast, messages, durationMs), [toast, durationMs]);
}
