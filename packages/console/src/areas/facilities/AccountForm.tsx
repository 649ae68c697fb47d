/**
 * The account form of the wizard (spec 2 §3, §5): durations edited in days and hours (the server
 * stores minutes), the defaults of a new account (30 days, 6 hours, 120 STAT minutes, 300 standard
 * minutes, flags off), account number digits only, at most 10 and unique, and a time zone picked
 * from GET accounts/timezones.
 */
import { useMemo, useState } from 'react';
import { Checkbox, NumberField, Select, TextField } from '@equipdesk/ui';
import { useAccountTimezones, useApiClient } from '@equipdesk/api-client';
import {
  ACCOUNT_DEFAULTS,
  ACCOUNT_NO_MAX_DIGITS,
  MESSAGES,
  MINUTES_PER_DAY,
  MINUTES_PER_HOUR,
  NAME_MAX,
  accountFormSchema,
} from '@equipdesk/api-client/contract';
import type { Account } from '@equipdesk/api-client/contract';
import { FieldGrid, InlineForm, useEntitySave, useFormSubmit } from '../../listing';
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

  const [accountNo, setAccountNo] = useState(account?.accountNo ?? '');
  const [name, setName] = useState(account?.name ?? '');
  const [timeZone, setTimeZone] = useState<string | null>(account?.timeZone || null);
  const [facilityId, setFacilityId] = useState<string | null>(account?.facility ?? facility ?? null);
  const [pmDays, setPmDays] = useState<number | null>(inUnits(account?.pmAlertsDurationMinutes, MINUTES_PER_DAY, ACCOUNT_DEFAULTS.pmAlertsDurationDays));
  const [visitHours, setVisitHours] = useState<number | null>(inUnits(account?.visitTimeoutMinutes, MINUTES_PER_HOUR, ACCOUNT_DEFAULTS.visitTimeoutHours));
  const [statMinutes, setStatMinutes] = useState<number | null>(account?.statTimeMinutes ?? ACCOUNT_DEFAULTS.statTimeMinutes);
  const [standardMinutes, setStandardMinutes] = useState<number | null>(account?.standardTimeMinutes ?? ACCOUNT_DEFAULTS.standardTimeMinutes);
  const [flags, setFlags] = useState<Flags>({
    sendLateOrderAlerts: account?.sendLateOrderAlerts ?? ACCOUNT_DEFAULTS.sendLateOrderAlerts,
    sendDelayedOrderAlerts: account?.sendDelayedOrderAlerts ?? ACCOUNT_DEFAULTS.sendDelayedOrderAlerts,
    moveAssets: account?.moveAssets ?? ACCOUNT_DEFAULTS.moveAssets,
    moveLocations: account?.moveLocations ?? ACCOUNT_DEFAULTS.moveLocations,
  });
  const { submit, busy } = useFormSubmit({
    schema: accountFormSchema,
    exists: async (form) => ((await client.exists('accounts', { accountNo: form.accountNo, externalId: account?.externalId })) ? [] : [MESSAGES.accountExists]),
    save: (form) => save(form, account?.externalId),
    onSaved: (result) => onSaved(result?.externalId ?? account?.externalId ?? ''),
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
    <InlineForm title="Account Details" onSubmit={() => void submitForm()} onCancel={() => undefined} showCancel={false} canSave={canSave} busy={busy}>
      <FieldGrid>
        <TextField
          label="Account No"
          value={accountNo}
          onChange={(e) => setAccountNo(e.target.value)}
          inputMode="numeric"
          hint={`Digits only, at most ${ACCOUNT_NO_MAX_DIGITS}.`}
          autoFocus
        />
        <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} maxLength={NAME_MAX} />
        <Select
          label="Time Zone"
          options={timezoneOptions}
          value={timeZone}
          onChange={setTimeZone}
          placeholder={timezones.isLoading ? 'Loading time zones…' : 'Select a time zone'}
        />
        <Select
          label="Facility"
          options={options.facilities}
          value={facilityId}
          onChange={setFacilityId}
          placeholder="Select a facility"
          disabled={!!facility && !account}
        />
        <NumberField label="PM Alerts Duration (days)" value={pmDays} onValueChange={setPmDays} min={1} />
        <NumberField label="Visit Timeout (hours)" value={visitHours} onValueChange={setVisitHours} min={1} />
        <NumberField label="STAT Time (minutes)" value={statMinutes} onValueChange={setStatMinutes} min={1} />
        <NumberField label="Standard Time (minutes)" value={standardMinutes} onValueChange={setStandardMinutes} min={1} />
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
