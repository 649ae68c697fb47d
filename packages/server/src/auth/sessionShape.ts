/** The shape of a signed-in caller (resolved in session.ts), apart so the audit trail can name it without a circle. */
import type { PermissionEntry } from '@equipdesk/permissions';

export interface SessionUserRow {
  externalId: string;
  username: string;
  name: string;
  email: string;
  type: string;
  roleId: string;
  roleIdentifier: string;
  roleName: string;
}

export interface Session {
  tokenHash: string;
  user: SessionUserRow;
  permissions: PermissionEntry[];
  /** ROLE_ADMIN, ROLE_SUPPORT and ROLE_TECHNICIAN see every facility and account. */
  privileged: boolean;
  /** The session may only set up multi-factor sign-in, which its role requires (auth/guard.ts `mfaSetup`). */
  mfaEnrolment?: boolean;
}
