/**
 * The account form of the wizard (spec 2 §3, §5): durations edited in days and hours (the server
 * stores minutes), the defaults of a new account (30 days, 6 hours, 120 STAT minutes, 300 standard
 * minutes, flags off), account number digits only, at most 10 and unique, and a time zone picked
 * from GET accounts/timezones.
 */
import { useMemo } from 'react';
import { Checkbox, NumberField, Select, TextField } from '@equipdesk/ui';
import { useAccountTimezones, useApiClient } from '@equipdesk/api-client/react';
import {
  ACCOUNT_DEFAULTS,
  ACCOUNT_NO_MAX_DIGITS,
  MESSAGES,
  MINUTES_PER_DAY,
  MINUTES_PER_HOUR,
  accountFormSchema,
} from '@equipdesk/api-client/contract';
import type { Account } from '@equipdesk/api-client/contract';
import { FieldGrid, InlineForm, useDraft, useEntitySave, useFormSubmit, useSchemaForm } from '../../listing';
import { useSiteOptions } from './options';
import { inUnit } from './units';

export interface AccountFormProps {
  /** The account being edited (durations in minutes); null for a new one. */
  account: Account | null;
  /** The facility a new account belongs to (opened from the facility wizard). */
  facility?: string | null;
  onSaved(externalId: string): void;
  canSave: boolean;
}

interface Flags {
  sendLateOrderAlerts: boolean;
  sendDelayedOrderAlerts: boolean;
  moveAssets: boolean;
  moveLocations: boolean;
}

const FLAG_LABELS: Record<keyof Flags, string> = {
  sendLateOrderAlerts: 'Send Late Order Alerts',
  sendDelayedOrderAlerts: 'Send Delayed Order Alerts',
  moveAssets: 'Move Assets',
  moveLocations: 'Move Locations',
};

/** Whole days or hours of a minute count, as the form edits them. */
const inUnits = (minutes: number | null | undefined, unit: number, fallback: number) =>
  minutes === null || minutes === undefined ? fallback : inUnit(minutes, unit);

export function AccountForm({ account, facility, onSaved, canSave }: AccountFormProps) {
  const client = useApiClient();
  const options = useSiteOptions();
  const timezones = useAccountTimezones();
  const save = useEntitySave<Account>('accounts', { referenceList: 'accounts', successMessage: MESSAGES.accountSaved });

  const form = useSchemaForm(accountFormSchema, {
    accountNo: account?.accountNo ?? '',
    name: account?.name ?? '',
    timeZone: account?.timeZone || (null as string | null),
    facility: account?.facility ?? facility ?? null,
    pmDays: inUnits(account?.pmAlertsDurationMinutes, MINUTES_PER_DAY, ACCOUNT_DEFAULTS.pmAlertsDurationDays) as number | null,
    visitHours: inUnits(account?.visitTimeoutMinutes, MINUTES_PER_HOUR, ACCOUNT_DEFAULTS.visitTimeoutHours) as number | null,
    statMinutes: (account?.statTimeMinutes ?? ACCOUNT_DEFAULTS.statTimeMinutes) as number | null,
    standardMinutes: (account?.standardTimeMinutes ?? ACCOUNT_DEFAULTS.standardTimeMinutes) as number | null,
    flags: {
      sendLateOrderAlerts: account?.sendLateOrderAlerts ?? ACCOUNT_DEFAULTS.sendLateOrderAlerts,
      sendDelayedOrderAlerts: account?.sendDelayedOrderAlerts ?? ACCOUNT_DEFAULTS.sendDelayedOrderAlerts,
      moveAssets: account?.moveAssets ?? ACCOUNT_DEFAULTS.moveAssets,
      moveLocations: account?.moveLocations ?? ACCOUNT_DEFAULTS.moveLocations,
    },
  });
  const { values, set, update, text, choice, number } = form;
  const { accountNo, name, timeZone, facility: facilityId, pmDays, visitHours, statMinutes, standardMinutes, flags } = values;
  const draft = useDraft({ form: 'account', record: account?.externalId, values, dirty: form.dirty, restore: update });
  const { submit, busy } = useFormSubmit({
    schema: accountFormSchema,
    exists: async (saved) => ((await client.exists('accounts', { accountNo: saved.accountNo, externalId: account?.externalId })) ? [] : [MESSAGES.accountExists]),
    save: (saved) => save(saved, account?.externalId),
    onSaved: (result) => onSaved(result?.externalId ?? account?.externalId ?? ''),
    draft,
  });

  const timezoneOptions = useMemo(() => {
    const names = timezones.data ?? [];
    const all = timeZone && !names.includes(timeZone) ? [timeZone, ...names] : names;
    return all.map((zone) => ({ value: zone, label: zone }));
  }, [timezones.data, timeZone]);

  const submitForm = () =>
    submit({
      externalId: account?.externalId,
      accountNo,
      name,
      timeZone: timeZone ?? '',
      facility: facilityId ?? '',
      // An emptied number field fails the schema's "required" rule, as typed.
      pmAlertsDurationDays: pmDays ?? undefined,
      visitTimeoutHours: visitHours ?? undefined,
      statTimeMinutes: statMinutes ?? undefined,
      standardTimeMinutes: standardMinutes ?? undefined,
      ...flags,
    });

  return (
    <InlineForm
      title="Account Details"
      onSubmit={() => void submitForm()}
      onCancel={() => undefined}
      showCancel={false}
      canSave={canSave}
      busy={busy}
      dirty={form.dirty}
      draft={draft}
    >
      <FieldGrid>
        <TextField
          label="Account No"
          {...text('accountNo')}
          inputMode="numeric"
          hint={`Digits only, at most ${ACCOUNT_NO_MAX_DIGITS}.`}
          autoFocus
        />
        <TextField label="Name" {...text('name')} />
        <Select
          label="Time Zone"
          options={timezoneOptions}
          {...choice('timeZone')}
          placeholder={timezones.isLoading ? 'Loading time zones…' : 'Select a time zone'}
        />
        <Select
          label="Facility"
          options={options.facilities}
          {...choice('facility')}
          placeholder="Select a facility"
          disabled={!!facility && !account}
        />
        <NumberField label="PM Alerts Duration (days)" {...number('pmDays')} min={1} />
        <NumberField label="Visit Timeout (hours)" {...number('visitHours')} min={1} />
        <NumberField label="STAT Time (minutes)" {...number('statMinutes')} min={1} />
        <NumberField label="Standard Time (minutes)" {...number('standardMinutes')} min={1} />
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
    </InlineForm>
  );
}
