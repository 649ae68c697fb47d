/** The /login route: the login popup wired to the API; a sign-in shows the broadcasts and goes to /dashboard. */
import { useNavigate } from 'react-router-dom';
import { useApiClient } from '@equipdesk/api-client/react';
import { useToast } from '@equipdesk/ui';
import { HOME_PATH } from '../routes';
import { showBroadcasts } from './broadcasts';
import { LoginPopup } from './LoginPopup';

export function LoginPage() {
  const client = useApiClient();
  const navigate = useNavigate();
  const { show } = useToast();
  return (
    <LoginPopup
      onLogin={(request) => client.login(request)}
      onForgot={(request) => client.forgot(request)}
      onSignedIn={(response) => {
        showBroadcasts(show, response.broadcasts ?? []);
        void navigate(HOME_PATH, { replace: true });
      }}
    />
  );
}
