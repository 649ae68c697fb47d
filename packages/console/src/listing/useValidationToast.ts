/**
 * Form validation with the contract's schemas: a failure shows its messages as a toast titled
 * `Validation Error` (danger, 5 s, spec 1 §5) and nothing is sent.
 */
import { useCallback } from 'react';
import { showValidationErrors, useToast } from '@equipdesk/ui';
import { VALIDATION_TOAST_MS } from '@equipdesk/api-client/contract';

/** The part of a zod schema the forms use (kept structural so the console needs no zod import). */
export interface ParsingSchema<Out> {
  safeParse(value: unknown):
    | { success: true; data: Out }
    | { success: false; error: { issues: ReadonlyArray<{ message: string }> } };
}

export function useValidationToast() {
  const toast = useToast();
  const showErrors = useCallback(
    (messages: readonly string[]) => {
      showValidationErrors(toast, [...messages], VALIDATION_TOAST_MS);
    },
    [toast],
  );
  /** The parsed form, or null after showing the failure. */
  const validate = useCallback(
    <Out,>(schema: ParsingSchema<Out>, values: unknown): Out | null => {
      const parsed = schema.safeParse(values);
      if (parsed.success) return parsed.data;
      showErrors(parsed.error.issues.map((issue) => issue.message));
      return null;
    },
    [showErrors],
  );
  return { validate, showErrors };
}
