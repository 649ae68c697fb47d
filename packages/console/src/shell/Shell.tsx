/**
 * The protected layout: without a session it sends the user to /login; with one it shows the
 * navbar, the page (or the "no permissions at all" message) and the footer. The reference lists
 * are loaded by the screens that need them (session/referenceLists.ts), after the first screen's own data.
 */
import { Suspense } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import styled from 'styled-components';
import { NoPermission } from '@equipdesk/ui';
import { useApiClient, useChangeNotices } from '@equipdesk/api-client';
import type { ApiClient } from '@equipdesk/api-client';
import { LIVE_LISTS, MESSAGES, formatMessage } from '@equipdesk/api-client/contract';
import type { PermissionEntry } from '@equipdesk/api-client/contract';
import { hasNoPermissions, isAllowed } from '@equipdesk/permissions';
import { SUPPORT_EMAIL } from '../config';
import { LOGIN_PATH } from '../routes';
import { session } from '../session/store';
import { clearStoredSession } from '../session/storage';
import { AppNavbar } from './AppNavbar';
import { Footer } from './Footer';
import { RouteLoading } from './RootLayout';

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
`;

const Main = styled.main`
  flex: 1;
  padding: ${({ theme }) => theme.spacing.xl};
`;

/** The "no permissions at all" message with the configured support address (spec 1 §6). */
export function noPermissionsMessage(email: string = SUPPORT_EMAIL): string {
  return formatMessage(MESSAGES.noPermissionsAtAll, { email });
}

/** Signout: tell the server (best effort), clear the session, reload the application at /login. */
export async function signOut(client: Pick<ApiClient, 'logout'>): Promise<void> {
  try {
    await client.logout();
  } catch {
    // The session ends here whatever the server answers: an expired token is already gone.
  }
  // Forget the stored session and reload at /login in one navigation. Clearing the in-memory
  // session as well would first redirect inside the page, then reload: two navigations racing.
  clearStoredSession();
  window.location.assign(LOGIN_PATH);
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
  // Other users' orders, alerts and visits show without a reload, for those who may view any of them.
  useChangeNotices(!!snap.token && LIVE_LISTS.some((list) => isAllowed(permissions, list, 'VIEW')));

  return (
    <Layout>
      <AppNavbar
        userName={snap.user?.name ?? snap.user?.username ?? 'Account'}
        permissions={permissions}
        onSignOut={onSignOut ?? (() => void signOut(client))}
      />
      <Main id="main">
        {none ? (
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

/** The route element of every protected page. */
export function ProtectedLayout() {
  const { token } = useSnapshot(session);
  if (!token) return <Navigate to={LOGIN_PATH} replace />;
  return <Shell />;
}
