/** The console's session state and the hooks that read it. */
export { session, getToken, login, logout, endSession, clearLoginError, clearRetryWait, setReferenceLists, resetSession } from './store';
export type { SessionState, LoginCall } from './store';
export { listingState, resetListingState } from './listingState';
export type { ListingState } from './listingState';
export { useSession, usePermissionEntries, usePermissions, useCanNavigate, useReferenceListsState } from './hooks';
export type { PagePermissions } from './hooks';
export { TOKEN_KEY, USER_KEY } from './storage';
export { announceSignOut, onSignOutElsewhere } from './tabs';
