/**
 * A labelled multi-line text field for the sync form's DDL statements, looking like the kit's TextField:
 * a real <label>, and the hint tied to the textarea with aria-describedby.
 */
import { useId } from 'react';
import type { TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  color: ${({ theme }) => theme.colors.text};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Area = styled.textarea`
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  border: ${({ theme }) => theme.borders.width} solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.typography.fontFamilyMono};
  font-size: ${({ theme }) => theme.typography.size.sm};
  resize: vertical;
`;

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** Help shown under the field and read with it. */
  hint?: string;
}

export function TextAreaField({ label, hint, id, ...rest }: TextAreaFieldProps) {
  const generated = useId();
  const areaId = id ?? `textarea-${generated}`;
  const hintId = hint ? `${areaId}-hint` : undefined;
  return (
    <Field>
      <Label htmlFor={areaId}>{label}</Label>
      <Area id={areaId} aria-describedby={hintId} {...rest} />
      {hint && <Hint id={hintId}>{hint}</Hint>}
    </Field>
  );
}
