/**
 * The save sequence every console form shares (spec 1 §5): validate with the contract's schema
 * (failures as the Validation Error toast, nothing sent), the server's "already exists" checks,
 * then the save; the form stays filled whenever any step fails. A saved form no longer asks before it closes.
 */
import { useContext, useState } from 'react';
import type { Draft } from './useDraft';
import type { SaveOutcome } from './useEntitySave';
import { UnsavedChangesScope, releaseChanges } from './unsavedChanges';
import { useValidationToast } from './useValidationToast';
import type { ParsingSchema } from './useValidationToast';

export interface FormSubmitOptions<Out, R> {
  /** The contract's schema for the form. */
  schema: ParsingSchema<Out>;
  /** Server uniqueness checks: the messages of what is already taken, none when the form is free. */
  exists?: (form: Out) => Promise<readonly string[]>;
  /** Sends the parsed form and shows its own outcome toasts (`useEntitySave`, `useSaveToasts`). */
  save: (form: Out) => Promise<SaveOutcome<R>>;
  /** Called after a successful save only. */
  onSaved?: (result: R | undefined) => void;
  /** The form's draft (useDraft): removed once the form is saved. */
  draft?: Pick<Draft, 'clear'>;
  /** Toast text when a step throws without a message. @default 'Save failed.' */
  failureMessage?: string;
}

export function useFormSubmit<Out, R = unknown>({ schema, exists, save, onSaved, draft, failureMessage = 'Save failed.' }: FormSubmitOptions<Out, R>) {
  const { validate, showErrors } = useValidationToast();
  const [busy, setBusy] = useState(false);
  // The form's place (a list's row, or the page): once saved, its way out (closing, another page) does not ask.
  const scope = useContext(UnsavedChangesScope);
  // Not memoised: the options are new on every render of the form anyway.
  const submit = async (values: unknown) => {
    const form = validate(schema, values);
    if (!form) return;
    setBusy(true);
    try {
      if (exists) {
        const taken = await exists(form);
        if (taken.length > 0) {
          showErrors(taken);
          return;
        }
      }
      const outcome = await save(form);
      if (!outcome.ok) return;
      draft?.clear();
      releaseChanges(scope);
      onSaved?.(outcome.result);
    } catch (error) {
      showErrors([error instanceof Error ? error.message : failureMessage]);
    } finally {
      setBusy(false);
    }
  };
  return { submit, busy };
}
