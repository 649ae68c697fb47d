/**
 * The user form of spec 1 §5, inline in the users list (add and edit) and on the profile page:
 * the contract's schema and messages, the username defaulting to the lowercased email, the server
 * check that the email is free, privileged roles without facility and account pickers, and
 * facilities that bring all their accounts.
 */
import { useMemo } from 'react';
import { Checkbox, MultiSelect, Select, TextField } from '@equipdesk/ui';
import { useApiClient } from '@equipdesk/api-client/react';
import { MESSAGES, USER_TYPES, maxLengthOf, userFormSchema } from '@equipdesk/api-client/contract';
import type { User, UserType } from '@equipdesk/api-client/contract';
import { isPrivilegedRole } from '@equipdesk/permissions';
import { FieldGrid, InlineForm, useDraft, useEntitySave, useFormSubmit, useSchemaForm } from '../../listing';
import type { ListingFormProps } from '../../listing';
import { SessionsList } from './SessionsList';
import { MfaReset } from './MfaReset';
import { accountsAfterFacilityChange, roleIdentifierOf, useUserOptions } from './userOptions';
import { PasswordField } from '../../auth/PasswordField';

const TYPE_OPTIONS = USER_TYPES.map((type) => ({ value: type, label: type }));

interface Flags {
  enabled: boolean;
  accountNonExpired: boolean;
  accountNonLocked: boolean;
  credentialsNonExpired: boolean;
}

const FLAG_LABELS: Record<keyof Flags, string> = {
  enabled: 'Enabled',
  accountNonExpired: 'Account not expired',
  accountNonLocked: 'Account not locked',
  credentialsNonExpired: 'Credentials not expired',
};

/** The schema whose limits the fields show (the save's schema depends on the role chosen). */
const LIMIT_SCHEMA = userFormSchema({ create: true, privileged: false });
// The username defaults to the email: the email's limit holds for it too.
const USERNAME_LIMIT = maxLengthOf(LIMIT_SCHEMA, 'username') ?? maxLengthOf(LIMIT_SCHEMA, 'email');

export function UserForm({ row, onSaved, onCancel, canSave, restoreDraft }: ListingFormProps<User>) {
  const client = useApiClient();
  const save = useEntitySave<User>('users', { referenceList: 'users' });
  const options = useUserOptions();
  const create = row === null;

  const form = useSchemaForm(LIMIT_SCHEMA, {
    name: row?.name ?? '',
    email: row?.email ?? '',
    // Null while it follows the email (until the user types one of their own).
    username: row?.username ?? (null as string | null),
    // Never kept in a draft.
    password: '',
    role: row?.role ?? null,
    type: (row?.type ?? null) as UserType | null,
    enterprises: row?.enterprises ?? [],
    facilities: row?.facilities ?? [],
    accounts: row?.accounts ?? [],
    flags: {
      enabled: row?.enabled ?? true,
      accountNonExpired: row?.accountNonExpired ?? true,
      accountNonLocked: row?.accountNonLocked ?? true,
      credentialsNonExpired: row?.credentialsNonExpired ?? true,
    },
  });
  const { values, set, update, text, choice } = form;
  const { name, email, username, password, role, type, enterprises, facilities, accounts, flags } = values;
  const draft = useDraft({ form: 'user', record: row?.externalId, values, dirty: form.dirty, omit: ['password'], restore: update, restoreAtOnce: restoreDraft });

  const privileged = isPrivilegedRole(roleIdentifierOf(options.lists, role));
  const shownUsername = username ?? email.trim().toLowerCase();

  const facilityOptions = useMemo(() => {
    const all = options.lists?.facilities ?? [];
    const inEnterprises = enterprises.length > 0 ? all.filter((f) => enterprises.includes(f.enterprise) || facilities.includes(f.externalId)) : all;
    return inEnterprises.map((f) => ({ value: f.externalId, label: f.name }));
  }, [options.lists, enterprises, facilities]);

  const accountOptions = useMemo(() => {
    const all = options.lists?.accounts ?? [];
    const inFacilities = facilities.length > 0 ? all.filter((a) => facilities.includes(a.facility) || accounts.includes(a.externalId)) : all;
    return inFacilities.map((a) => ({ value: a.externalId, label: `${a.name} (${a.accountNo})` }));
  }, [options.lists, facilities, accounts]);

  const chooseFacilities = (next: string[]) => update({ facilities: next, accounts: accountsAfterFacilityChange(options.lists, facilities, next, accounts) });

  const { submit, busy } = useFormSubmit({
    schema: userFormSchema({ create, privileged }),
    exists: async (user) => ((await client.exists('users', { handle: user.email, externalId: row?.externalId })) ? [] : [MESSAGES.emailExists]),
    save: (user) => save(user, row?.externalId),
    onSaved: () => onSaved(),
    draft,
  });

  const submitForm = () =>
    submit({
      externalId: row?.externalId,
      name,
      username: shownUsername,
      email,
      password: create ? password : undefined,
      role: role ?? undefined,
      type: type ?? undefined,
      enterprises,
      facilities: privileged ? [] : facilities,
      accounts: privileged ? [] : accounts,
      ...flags,
    });

  return (
    <InlineForm
      title={create ? 'Create New User' : `Edit User ${row.name}`}
      onSubmit={() => void submitForm()}
      onCancel={onCancel}
      canSave={canSave}
      busy={busy}
      dirty={form.dirty}
      draft={draft}
    >
      <FieldGrid>
        <TextField label="Name" {...text('name')} autoFocus />
        <TextField label="Email" type="email" {...text('email')} />
        <TextField
          label="Username"
          value={shownUsername}
          onChange={(e) => set('username', e.target.value)}
          maxLength={USERNAME_LIMIT}
          hint="Defaults to the email in lower case."
        />
        {create && (
          <PasswordField
            label="Password"
            purpose="new"
            {...text('password')}
            hint="At least 8 characters with a letter, a number and one of !@#$%^&*."
          />
        )}
        <Select label="Role" options={options.roles} {...choice('role')} placeholder="Select a role" />
        <Select label="Type" options={TYPE_OPTIONS} value={type} onChange={(value: string | null) => set('type', value as UserType | null)} placeholder="Select a type" />
        <MultiSelect label="Enterprises" options={options.enterprises} {...choice('enterprises')} />
        {!privileged && (
          <MultiSelect label="Facilities" options={facilityOptions} value={facilities} onChange={(ids: string[]) => chooseFacilities(ids)} />
        )}
        {!privileged && <MultiSelect label="Accounts" options={accountOptions} {...choice('accounts')} />}
      </FieldGrid>
      <FieldGrid>
        {(Object.keys(FLAG_LABELS) as (keyof Flags)[]).map((flag) => (
          <Checkbox
            key={flag}
            label={FLAG_LABELS[flag]}
            checked={flags[flag]}
            onChange={(checked: boolean) => set('flags', { ...flags, [flag]: checked })}
          />
        ))}
      </FieldGrid>
      {!create && canSave && <MfaReset userId={row.externalId} name={row.name} />}
      {!create && canSave && <SessionsList userId={row.externalId} headingLevel={3} />}
    </InlineForm>
  );
}
