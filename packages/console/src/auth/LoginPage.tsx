/**
 * The /login route: the login popup wired to the API; a sign-in shows the broadcasts and goes to /dashboard. It
 * offers the configured OpenID providers, and finishes a sign-in through one: the provider's return lands here with
 * a one-time ticket in the address's fragment (exchanged for the session) or a refusal's code in the query.
 * `?provider={id}` narrows it to one provider (a provider-only page when its enterprise takes no passwords).
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useApiClient } from '@equipdesk/api-client/react';
import { SSO_ERROR_KEY, SSO_ERRORS, SSO_PROVIDER_KEY, SSO_TICKET_KEY, isSsoErrorCode, type LoginResponse, type SsoProvider } from '@equipdesk/api-client/contract';
import { useToast } from '@equipdesk/ui';
import { HOME_PATH } from '../routes';
import { login } from '../session/store';
import { showBroadcasts } from './broadcasts';
import { LoginPopup } from './LoginPopup';

export function LoginPage() {
  const client = useApiClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { show } = useToast();
  const [providers, setProviders] = useState<SsoProvider[]>([]);
  const query = new URLSearchParams(location.search);
  const refusalCode = query.get(SSO_ERROR_KEY);
  // `/login?provider={id}` (an enterprise's own link): that provider alone, and the password form only if its
  // enterprise still takes passwords. An unknown id shows the usual page.
  const chosen = providers.find((p) => p.id === query.get(SSO_PROVIDER_KEY));
  const refusal = isSsoErrorCode(refusalCode) ? SSO_ERRORS[refusalCode] : null;
  const ticketTaken = useRef(false);

  const signedIn = (response: LoginResponse) => {
    showBroadcasts(show, response.broadcasts ?? []);
    void navigate(HOME_PATH, { replace: true });
  };

  useEffect(() => {
    const controller = new AbortController();
    // Without providers (or without an answer) the password form stands alone.
    client.ssoProviders(controller.signal).then(setProviders, () => undefined);
    return () => controller.abort();
  }, [client]);

  useEffect(() => {
    const ticket = new URLSearchParams(location.hash.slice(1)).get(SSO_TICKET_KEY);
    if (!ticket || ticketTaken.current) return;
    ticketTaken.current = true;
    // The ticket leaves the address at once: it must not stay in the history.
    window.history.replaceState(null, '', location.pathname);
    void login((body: { ticket: string }) => client.ssoTicket(body), { ticket }).then((response) => {
      if (response) signedIn(response);
    });
    // Runs once for the address the provider sent back to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <LoginPopup
      onLogin={(request) => client.login(request)}
      onForgot={(request) => client.forgot(request)}
      onSignedIn={signedIn}
      ssoProviders={chosen ? [chosen] : providers}
      ssoRefusal={refusal}
      passwordForm={chosen?.passwordSignIn ?? true}
    />
  );
}
