/**
 * The user form of spec 1 §5, inline in the users list (add and edit) and on the profile page:
 * the contract's schema and messages, the username defaulting to the lowercased email, the server
 * check that the email is free, privileged roles without facility and account pickers, and
 * facilities that bring all their accounts.
 */
import { useMemo, useState } from 'react';
import { Checkbox, MultiSelect, Select, TextField } from '@equipdesk/ui';
import { useApiClient } from '@equipdesk/api-client';
import { MESSAGES, USER_TYPES, userFormSchema } from '@equipdesk/api-client/contract';
import type { User, UserType } from '@equipdesk/api-client/contract';
import { isPrivilegedRole } from '@equipdesk/permissions';
import { FieldGrid, InlineForm, useEntitySave, useFormSubmit } from '../../listing';
import type { ListingFormProps } from '../../listing';
import { accountsAfterFacilityChange, roleIdentifierOf, useUserOptions } from './userOptions';

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

export function UserForm({ row, onSaved, onCancel, canSave }: ListingFormProps<User>) {
  const client = useApiClient();
  const save = useEntitySave<User>('users', { referenceList: 'users' });
  const options = useUserOptions();
  const create = row === null;

  const [name, setName] = useState(row?.name ?? '');
  const [email, setEmail] = useState(row?.email ?? '');
  // The username follows the email until the user types one of their own.
  const [username, setUsername] = useState<string | null>(row?.username ?? null);
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<string | null>(row?.role ?? null);
  const [type, setType] = useState<string | null>(row?.type ?? null);
  const [enterprises, setEnterprises] = useState<string[]>(row?.enterprises ?? []);
  const [facilities, setFacilities] = useState<string[]>(row?.facilities ?? []);
  const [accounts, setAccounts] = useState<string[]>(row?.accounts ?? []);
  const [flags, setFlags] = useState<Flags>({
    enabled: row?.enabled ?? true,
    accountNonExpired: row?.accountNonExpired ?? true,
    accountNonLocked: row?.accountNonLocked ?? true,
    credentialsNonExpired: row?.credentialsNonExpired ?? true,
  });

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

  const chooseFacilities = (next: string[]) => {
    setAccounts((current) => accountsAfterFacilityChange(options.lists, facilities, next, current));
    setFacilities(next);
  };

  const { submit, busy } = useFormSubmit({
    schema: userFormSchema({ create, privileged }),
    exists: async (form) => ((await client.exists('users', { handle: form.email, externalId: row?.externalId })) ? [] : [MESSAGES.emailExists]),
    save: (form) => save(form, row?.externalId),
    onSaved: () => onSaved(),
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
    <InlineForm title={create ? 'Create New User' : `Edit User ${row.name}`} onSubmit={() => void submitForm()} onCancel={onCancel} canSave={canSave} busy={busy}>
      <FieldGrid>
        <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} maxLength={100} autoFocus />
        <TextField label="Email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} maxLength={100} />
        <TextField
          label="Username"
          value={shownUsername}
          onChange={(e) => setUsername(e.target.value)}
          maxLength={100}
          hint="Defaults to the email in lower case."
        />
        {create && (
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            maxLength={100}
            hint="At least 8 characters with a letter, a number and one of !@#$%^&*."
          />
        )}
        <Select label="Role" options={options.roles} value={role} onChange={(value: string | null) => setRole(value)} placeholder="Select a role" />
        <Select label="Type" options={TYPE_OPTIONS} value={type} onChange={(value: string | null) => setType(value as UserType | null)} placeholder="Select a type" />
        <MultiSelect label="Enterprises" options={options.enterprises} value={enterprises} onChange={(values: string[]) => setEnterprises(values)} />
        {!privileged && (
          <MultiSelect label="Facilities" options={facilityOptions} value={facilities} onChange={(values: string[]) => chooseFacilities(values)} />
        )}
        {!privileged && <MultiSelect label="Accounts" options={accountOptions} value={accounts} onChange={(values: string[]) => setAccounts(values)} />}
      </FieldGrid>
      <FieldGrid>
        {(Object.keys(FLAG_LABELS) as (keyof Flags)[]).map((flag) => (
          <Checkbox
            key={flag}
            label={FLAG_LABELS[flag]}
            checked={flags[flag]}
            onChange={(checked: boolean) => setFlags((current) => ({ ...current, [flag]: checked }))}
          />
        ))}
      </FieldGrid>
    </InlineForm>
  );
}
