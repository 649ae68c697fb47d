/** The frame of the facility and account wizards: the title, the tabs, and Cancel back out. */
import styled from 'styled-components';
import type { ReactNode } from 'react';
import { Button } from '@equipdesk/ui';

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.md};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.xl};
  }
`;

export function WizardFrame({ title, onCancel, children }: { title: string; onCancel(): void; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Header>
        <h1>{title}</h1>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </Header>
      {children}
    </section>
  );
}
