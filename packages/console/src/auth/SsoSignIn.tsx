/**
 * "Sign in with {provider}" for each configured OpenID provider, above the password form, and the reason a sign-in
 * through a provider was refused. A button leaves the console for the provider's own sign-in page.
 */
import styled from 'styled-components';
import { Alert, Button } from '@equipdesk/ui';
import type { SsoProvider } from '@equipdesk/api-client/contract';

export interface SsoSignInProps {
  /** The providers the server offers. @default [] */
  providers?: readonly SsoProvider[];
  /** Why the last sign-in through a provider was refused (the contract's SSO_ERRORS words). */
  refusal?: string | null;
  /** Goes to a provider's sign-in (a full navigation); replaced in stories and tests. */
  onStart?: (provider: SsoProvider) => void;
  /** No password form follows (a provider-only page): no "or" after the buttons. @default false */
  alone?: boolean;
}

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
`;

/** "or" between the providers and the password form, on a rule. */
const Or = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: ${({ theme }) => `${theme.borders.width} solid ${theme.colors.border}`};
  }
`;

const goTo = (provider: SsoProvider) => window.location.assign(provider.loginPath);

export function SsoSignIn({ providers = [], refusal = null, onStart = goTo, alone = false }: SsoSignInProps) {
  if (providers.length === 0 && !refusal) return null;
  return (
    <>
      {refusal && <Alert tone="warning">{refusal}</Alert>}
      {providers.length > 0 && (
        <>
          <List>
            {providers.map((provider) => (
              <Button key={provider.id} type="button" variant="secondary" onClick={() => onStart(provider)}>
                Sign in with {provider.name}
              </Button>
            ))}
          </List>
          {!alone && <Or>or</Or>}
        </>
      )}
    </>
  );
}
