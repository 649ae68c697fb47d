// The parts every labelled field of the kit shares (TextField, Select / MultiSelect, DatePicker):
// the label, visible or kept for assistive technology only, the hint and the error text.
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { VisuallyHidden } from './VisuallyHidden';

const LabelText = styled.label`
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  color: ${({ theme }) => theme.colors.text};
`;

export const FieldHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

export interface FieldLabelProps {
  htmlFor: string;
  /** Keep the label for assistive technology only (a field whose context already names it). */
  hidden?: boolean;
  children: ReactNode;
}

export function FieldLabel({ htmlFor, hidden = false, children }: FieldLabelProps) {
  return hidden ? (
    <VisuallyHidden as="label" htmlFor={htmlFor}>
      {children}
    </VisuallyHidden>
  ) : (
    <LabelText htmlFor={htmlFor}>{children}</LabelText>
  );
}
