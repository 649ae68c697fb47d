/** Shared pieces of the login popup and the reset dialog. */
import styled from 'styled-components';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
`;

/** A failure in red under the form (spec 1 §2); the text says what failed, so colour is not the only signal. */
export const ErrorMessage = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.tone.danger.bg};
  color: ${({ theme }) => theme.colors.danger};
  border-left: ${({ theme }) => `${theme.borders.focusWidth} solid ${theme.colors.danger}`};
`;

export const InfoMessage = styled.p`
  margin: 0;
`;

export const StyledLink = styled.a`
  color: ${({ theme }) => theme.colors.link};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;
