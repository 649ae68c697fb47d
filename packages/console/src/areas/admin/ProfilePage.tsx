/**
 * Profile and Change password (spec 1 §2, §5 profile mode): the signed-in user's own name and
 * email, and a new password. Profile mode requires the password: on Profile it is the user's own
 * password confirming the change. Both save through POST users/profile. The profile also sets up multi-factor
 * sign-in (MfaSetup) and lists the user's active sessions (SessionsList).
 */
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { NoPermission, TextField } from '@equipdesk/ui';
import { useApiClient, useProfile } from '@equipdesk/api-client/react';
import type { ProfileBody } from '@equipdesk/api-client';
import { MESSAGES, changePasswordSchema, maxLengthOf, profileFormSchema } from '@equipdesk/api-client/contract';
import type { User } from '@equipdesk/api-client/contract';
import { EntityHistoryScope, FieldGrid, InlineForm, useChanged, useFormSubmit, useFormValues, useSaveToasts } from '../../listing';
import { usePermissions, useSession } from '../../session/hooks';
import { MfaSetup } from './MfaSetup';
import { SessionsList } from './SessionsList';
import { PasswordField } from '../../auth/PasswordField';

const PATH = 'profile';

const LIMITS = {
  name: maxLengthOf(profileFormSchema, 'name'),
  email: maxLengthOf(profileFormSchema, 'email'),
  password: maxLengthOf(profileFormSchema, 'password'),
  currentPassword: maxLengthOf(changePasswordSchema, 'currentPassword'),
  newPassword: maxLengthOf(changePasswordSchema, 'password'),
};

function useSaveProfile() {
  const client = useApiClient();
  const withToasts = useSaveToasts();
  return (body: ProfileBody, success: string) => withToasts(() => client.saveProfile(body), { referenceList: 'users', defaultSuccess: success });
}

function Guarded({ title, action, children }: { title: string; action: 'VIEW' | 'RESET'; children: ReactNode }) {
  const { can } = usePermissions(PATH);
  if (!can(action)) return <NoPermission title={title} message={MESSAGES.noPrivilege} />;
  return <>{children}</>;
}

function ProfileForm({ profile, canSave }: { profile: User; canSave: boolean }) {
  const saveProfile = useSaveProfile();
  const { mutate } = useProfile();
  // The saved profile is the baseline: once a save reloads it, the form is unchanged again.
  const form = useFormValues({ name: profile.name, email: profile.email, password: '' });
  const { name, email, password } = form.values;
  const { set } = form;
  const [done, setDone] = useState(false);
  const { submit, busy } = useFormSubmit({
    schema: profileFormSchema,
    save: (form) => saveProfile({ name: form.name, email: form.email, currentPassword: form.password }, 'Profile saved.'),
    onSaved: () => {
      set('password', '');
      void mutate();
    },
  });

  if (done) return <Navigate to="/dashboard" />;
  // The profile is the user's own entry: its History is theirs in the audit log.
  return (
    <EntityHistoryScope.Provider value={profile.externalId}>
      <InlineForm
        title="Profile"
        headingLevel={1}
        onSubmit={() => void submit({ name, email, password })}
        onCancel={() => setDone(true)}
        canSave={canSave}
        busy={busy}
        dirty={form.dirty}
      >
        <FieldGrid>
          <TextField label="Name" value={name} onChange={(e) => set('name', e.target.value)} maxLength={LIMITS.name} />
          <TextField label="Email" type="email" value={email} onChange={(e) => set('email', e.target.value)} maxLength={LIMITS.email} />
          <PasswordField
            label="Password"
            value={password}
            onChange={(e) => set('password', e.target.value)}
            maxLength={LIMITS.password}
            hint="Your password, to confirm the change."
          />
          <TextField label="Username" value={profile.username} readOnly />
          <TextField label="Role" value={profile.roleName} readOnly />
          <TextField label="Type" value={profile.type} readOnly />
        </FieldGrid>
      </InlineForm>
    </EntityHistoryScope.Provider>
  );
}

export function ProfilePage() {
  // The user's own sign-in security is theirs whatever their role's grants on the profile form.
  return (
    <>
      <Guarded title="Profile" action="VIEW">
        <ProfileLoader />
      </Guarded>
      <MfaSetup />
      <SessionsList />
    </>
  );
}

function ProfileLoader() {
  const { data, error, isLoading } = useProfile();
  const { can } = usePermissions(PATH);
  if (isLoading || error || !data) {
    return (
      <section aria-labelledby="profile-title">
        <h1 id="profile-title">Profile</h1>
        {isLoading ? <p aria-live="polite">Loading…</p> : <p role="alert">{error?.message ?? 'The profile could not be loaded.'}</p>}
      </section>
    );
  }
  return <ProfileForm profile={data} canSave={can('EDIT')} />;
}

export function ChangePasswordPage() {
  return (
    <Guarded title="Change Password" action="RESET">
      <ChangePasswordForm />
    </Guarded>
  );
}

function ChangePasswordForm() {
  const { user } = useSession();
  const { data: profile } = useProfile();
  const saveProfile = useSaveProfile();
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const dirty = useChanged({ currentPassword, password, confirmation });
  const [done, setDone] = useState(false);
  const username = user?.username ?? '';
  const { submit, busy } = useFormSubmit({
    schema: changePasswordSchema,
    save: (form) =>
      saveProfile(
        {
          name: profile?.name ?? user?.name ?? '',
          email: profile?.email ?? user?.email ?? '',
          currentPassword: form.currentPassword,
          password: form.password,
        },
        'Password changed.',
      ),
    onSaved: () => {
      setCurrentPassword('');
      setPassword('');
      setConfirmation('');
    },
  });

  if (done) return <Navigate to="/dashboard" />;
  return (
    <InlineForm
      title="Change Password"
      headingLevel={1}
      onSubmit={() => void submit({ username, currentPassword, password, confirmation })}
      onCancel={() => setDone(true)}
      canSave
      busy={busy}
      saveLabel="Change Password"
      dirty={dirty}
    >
      <FieldGrid>
        <TextField label="Username" value={username} readOnly autoComplete="username" />
        <PasswordField
          label="Current password"
          value={currentPassword}
          onChange={(e) => setCurrentPassword(e.target.value)}
          maxLength={LIMITS.currentPassword}
        />
        <PasswordField
          label="New password"
          purpose="new"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          maxLength={LIMITS.newPassword}
          hint="At least 8 characters with a letter, a number and one of !@#$%^&*."
        />
        <PasswordField
          label="Confirm password"
          purpose="new"
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
          maxLength={LIMITS.newPassword}
        />
      </FieldGrid>
    </InlineForm>
  );
}
