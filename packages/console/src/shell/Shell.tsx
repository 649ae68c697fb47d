/**
 * The protected layout: without a session it sends the user to /login; with one it shows the
 * navbar, the page (or the "no permissions at all" message) and the footer. The reference lists
 * are loaded by the screens that need them (session/referenceLists.ts), after the first screen's own data.
 */
import { Suspense, useEffect } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { SWRConfiguration } from 'swr';
import { useSnapshot } from 'valtio';
import styled from 'styled-components';
import { NoPermission } from '@equipdesk/ui';
import { useApiClient, useChangeNotices } from '@equipdesk/api-client/react';
import type { ApiClient } from '@equipdesk/api-client';
import { MESSAGES, formatMessage } from '@equipdesk/api-client/contract';
import type { PermissionEntry } from '@equipdesk/api-client/contract';
import { hasNoPermissions } from '@equipdesk/permissions';
import { SUPPORT_EMAIL } from '../config';
import { confirmDiscard } from '../listing/unsavedChanges';
import { LOGIN_PATH } from '../routes';
import { endSession, finishMfaEnrolment, session } from '../session/store';
import { MfaSetup } from '../areas/admin/MfaSetup';
import { clearStoredSession } from '../session/storage';
import { announceSignOut, onSignOutElsewhere } from '../session/tabs';
import { AppNavbar } from './AppNavbar';
import { Footer } from './Footer';
import { RouteLoading } from './RootLayout';

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
`;

/** min-width 0: a wide table scrolls inside its own box instead of widening the page past a phone's screen. */
const Main = styled.main`
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => theme.spacing.xl};

  @media ${({ theme }) => theme.media.compact} {
    padding: ${({ theme }) => theme.spacing.lg};
  }
`;

/** The "no permissions at all" message with the configured support address (spec 1 §6). */
export function noPermissionsMessage(email: string = SUPPORT_EMAIL): string {
  return formatMessage(MESSAGES.noPermissionsAtAll, { email });
}

/** Signout: tell the other tabs and the server (best effort), clear the session, reload the application at /login. */
export async function signOut(client: Pick<ApiClient, 'logout'>): Promise<void> {
  // The other tabs close at once; the server's notice would reach them only after the logout call.
  announceSignOut();
  // A session opened through single sign-on ends at its provider too, which sends the browser back to /login.
  let next: string = LOGIN_PATH;
  try {
    next = (await client.logout()).logoutUrl ?? LOGIN_PATH;
  } catch {
    // The session ends here whatever the server answers: an expired token is already gone.
  }
  // Forget the stored session and reload at /login in one navigation. Clearing the in-memory
  // session as well would first redirect inside the page, then reload: two navigations racing.
  clearStoredSession();
  window.location.assign(next);
}

export interface ShellProps {
  /** Replaces Signout's reload, for stories and tests. */
  onSignOut?: () => void;
}

export function Shell({ onSignOut }: ShellProps) {
  const client = useApiClient();
  const snap = useSnapshot(session);
  const permissions = snap.permissions as readonly PermissionEntry[];
  const none = hasNoPermissions(permissions);
  // Other users' orders, alerts and visits show without a reload, and a session ended on the server (signed out
  // elsewhere, the user deactivated, expired) closes the console at once: the protected pages go with the session.
  useChangeNotices(!!snap.token && !none && !snap.mfaEnrolment, { onSessionEnded: endSession });
  // A Signout in another tab of this browser closes this one too.
  useEffect(() => onSignOutElsewhere(() => endSession('signed-out')), []);

  return (
    <Layout>
      <AppNavbar
        userName={snap.user?.name ?? snap.user?.username ?? 'Account'}
        permissions={permissions}
        // Unsaved changes in an open form are asked about before the session ends.
        onSignOut={() => confirmDiscard(onSignOut ?? (() => void signOut(client)))}
      />
      <Main id="main">
        {snap.mfaEnrolment ? (
          // The role requires multi-factor sign-in: until it is set up, the server refuses everything else.
          <section aria-labelledby="mfa-required-title">
            <h1 id="mfa-required-title">Set up multi-factor sign-in</h1>
            <MfaSetup onEnrolled={finishMfaEnrolment} />
          </section>
        ) : none ? (
          <NoPermission message={noPermissionsMessage()} />
        ) : (
          // The navbar stays while a page's chunk loads.
          <Suspense fallback={<RouteLoading />}>
            <Outlet />
          </Suspense>
        )}
      </Main>
      <Footer />
    </Layout>
  );
}

/**
 * Each session reads into a cache of its own, which goes with it: however a session ends (Signout, another tab, the
 * server, a 401), nothing its pages read is left for the next user of this tab, not even for the moment before
 * their own rows arrive, and no request of the ended session can answer theirs.
 */
const SESSION_CACHE: SWRConfiguration = { provider: () => new Map() };

/** The route element of every protected page. */
export function ProtectedLayout() {
  const { token } = useSnapshot(session);
  if (!token) return <Navigate to={LOGIN_PATH} replace />;
  return (
    <SWRConfig key={token} value={SESSION_CACHE}>
      <Shell />
    </SWRConfig>
  );
}
