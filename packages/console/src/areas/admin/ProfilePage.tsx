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
import { EntityHistoryScope, FieldGrid, InlineForm, useFormSubmit, useSchemaForm, useSaveToasts } from '../../listing';
import { usePermissions, useSession } from '../../session/hooks';
import { MfaSetup } from './MfaSetup';
import { SessionsList } from './SessionsList';
import { PasswordField } from '../../auth/PasswordField';

const PATH = 'profile';

/** The confirmation is held to the new password's limit. */
const NEW_PASSWORD_LIMIT = maxLengthOf(changePasswordSchema, 'password');

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
  const form = useSchemaForm(profileFormSchema, { name: profile.name, email: profile.email, password: '' });
  const { set, text } = form;
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
        onSubmit={() => void submit(form.values)}
        onCancel={() => setDone(true)}
        canSave={canSave}
        busy={busy}
        dirty={form.dirty}
      >
        <FieldGrid>
          <TextField label="Name" {...text('name')} />
          <TextField label="Email" type="email" {...text('email')} />
          <PasswordField
            label="Password"
            {...text('password')}
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
  const form = useSchemaForm(changePasswordSchema, { currentPassword: '', password: '', confirmation: '' });
  const { text, update } = form;
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
    onSaved: () => update({ currentPassword: '', password: '', confirmation: '' }),
  });

  if (done) return <Navigate to="/dashboard" />;
  return (
    <InlineForm
      title="Change Password"
      headingLevel={1}
      onSubmit={() => void submit({ username, ...form.values })}
      onCancel={() => setDone(true)}
      canSave
      busy={busy}
      saveLabel="Change Password"
      dirty={form.dirty}
    >
      <FieldGrid>
        <TextField label="Username" value={username} readOnly autoComplete="username" />
        <PasswordField
          label="Current password"
          {...text('currentPassword')}
        />
        <PasswordField
          label="New password"
          purpose="new"
          {...text('password')}
          hint="At least 8 characters with a letter, a number and one of !@#$%^&*."
        />
        <PasswordField
          label="Confirm password"
          purpose="new"
          {...text('confirmation')}
          maxLength={NEW_PASSWORD_LIMIT}
        />
      </FieldGrid>
    </InlineForm>
  );
}
