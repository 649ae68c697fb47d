/**
 * The frame of an inline add/edit form in a list: a labelled form, its fields in a grid, Save and Cancel. A form
 * the user changed asks "Discard changes?" before Escape, Cancel or leaving the page throws it away, and a form
 * with a draft (useDraft) offers it back on top.
 */
import { useContext, useRef } from 'react';
import styled from 'styled-components';
import type { FormEvent, KeyboardEvent, ReactNode } from 'react';
import { Button } from '@equipdesk/ui';
import { DraftOffer } from './DraftOffer';
import type { Draft } from './useDraft';
import { UnsavedChangesScope, useUnsavedChanges } from './unsavedChanges';
import { EntityHistoryAction } from './entityHistory';

const Form = styled.form`
  padding: ${({ theme }) => theme.spacing.md};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borders.width} solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  font-size: ${({ theme }) => theme.typography.size.lg};
`;

export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.md};
`;

export interface InlineFormProps {
  /** The form's heading and accessible name: `Create New User`, `Edit User Jane Doe`. */
  title: string;
  onSubmit(): void;
  onCancel(): void;
  /** Save is disabled without the grant (NEW to create, EDIT to edit). */
  canSave: boolean;
  busy?: boolean;
  children: ReactNode;
  /** @default 'Save' */
  saveLabel?: string;
  /** Buttons beside Save and Cancel. */
  extraActions?: ReactNode;
  /** Level of the title: 1 when the form is the page (profile). @default 2 */
  headingLevel?: 1 | 2;
  /** Show Cancel; a wizard has one Cancel of its own for all its tabs. @default true */
  showCancel?: boolean;
  /** The user changed the form (useFormValues, useChanged): closing or leaving asks first. @default false */
  dirty?: boolean;
  /** The form's draft (useDraft): offered back on top; discarding the changes removes it. */
  draft?: Draft;
}

export function InlineForm({
  title,
  onSubmit,
  onCancel,
  canSave,
  busy = false,
  children,
  saveLabel = 'Save',
  extraActions,
  headingLevel = 2,
  showCancel = true,
  dirty = false,
  draft,
}: InlineFormProps) {
  const changes = useUnsavedChanges({ dirty, title, onDiscard: draft?.clear });
  const formRef = useRef<HTMLFormElement>(null);
  // The offer's buttons go away once answered: focus moves on to the form's first field.
  const answerOffer = (answer: () => void) => () => {
    answer();
    formRef.current?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea')?.focus();
  };
  // Escape closes a list's inline form (DataTable); a changed one asks first. A form that is a page stays put.
  const inList = useContext(UnsavedChangesScope) !== null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSave && !busy) onSubmit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented || !inList || !dirty) return;
    if (!event.currentTarget.contains(event.target as Node)) return;
    event.preventDefault();
    changes.requestClose(onCancel);
  };
  return (
    <Form ref={formRef} aria-label={title} onSubmit={submit} onKeyDown={onKeyDown} noValidate>
      <Title as={`h${headingLevel}`}>{title}</Title>
      {draft?.offer && (
        <DraftOffer noun={draft.noun} savedAt={draft.offer.savedAt} onRestore={answerOffer(draft.restore)} onDiscard={answerOffer(draft.discard)} />
      )}
      {children}
      <Actions>
        <Button type="submit" disabled={!canSave} busy={busy}>
          {saveLabel}
        </Button>
        {showCancel && (
          <Button variant="secondary" onClick={() => changes.requestClose(onCancel)}>
            Cancel
          </Button>
        )}
        {extraActions}
        <EntityHistoryAction />
      </Actions>
      {changes.dialog}
    </Form>
  );
}
