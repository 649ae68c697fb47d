/**
 * The visit form (spec 2 §2 "Visit Definitions", §5 "Visit"): account, user, frequency, start date and 24-hour start
 * time, end date and time (only when the frequency is not ONE_TIME), the account's locations and an optional name
 * (left empty, the server names the visit from its frequency and locations). Dates and times are the user's local
 * ones, sent in UTC. Every rule and message comes from the contract's schema; a failed Save keeps what was typed.
 */
import { DatePicker, Select, TextField } from '@equipdesk/ui';
import { MESSAGES, localDateTime, localDay, localTime, visitFieldsSchema, visitNameOf } from '@equipdesk/api-client/contract';
import type { VisitDefinition, VisitFormOutput, VisitFrequency } from '@equipdesk/api-client/contract';
import { AccountLocationsPicker, FieldGrid, InlineForm, locationSource, useDraft, useEntitySave, useFormSubmit, useSchemaForm } from '../../../listing';
import type { ListingFormProps } from '../../../listing';
import { withCurrent } from '../../assets/options';
import { FREQUENCY_OPTIONS, useVisitOptions } from './options';

const TIME_HINT = '24-hour HH:mm, e.g. 14:30.';

const dayOf = (iso: string | null | undefined) => (iso ? localDay(new Date(iso)) : '');
const timeOf = (iso: string | null | undefined) => (iso ? localTime(new Date(iso)) : '');
/** The date picker's value for a `YYYY-MM-DD` field: that day's local midnight. */
const pickerValue = (day: string) => localDateTime(day, '00:00');

export function VisitForm({ row, onSaved, onCancel, canSave, restoreDraft }: ListingFormProps<VisitDefinition>) {
  const options = useVisitOptions();
  const save = useEntitySave<VisitDefinition, VisitFormOutput>('visits');
  // An edited visit keeps its saved start and end without the "not in the past" rules.
  const schema = visitFieldsSchema({ startTimestamp: row?.startTimestamp ?? null, endTimestamp: row?.endTimestamp ?? null });
  const form = useSchemaForm(schema, {
    account: row?.account ?? null,
    executive: row?.executive || null,
    frequency: (row?.frequency ?? null) as VisitFrequency | null,
    startDate: dayOf(row?.startTimestamp),
    startTime: timeOf(row?.startTimestamp),
    endDate: dayOf(row?.endTimestamp),
    endTime: timeOf(row?.endTimestamp),
    locations: row?.locations ?? ([] as string[]),
    name: row?.name ?? '',
  });
  const { values, set, update, text, choice } = form;
  const { account, executive, frequency, startDate, startTime, endDate, endTime, locations, name } = values;
  const draft = useDraft({ form: 'visit', record: row?.externalId, values, dirty: form.dirty, restore: update, restoreAtOnce: restoreDraft });

  // Spec 2 §2: the locations are the chosen account's, so another account clears them.
  const setAccount = (next: string | null) => update(next !== account ? { account: next, locations: [] } : { account: next });

  const { submit, busy } = useFormSubmit({
    schema,
    save: (visit) => save(visit, row?.externalId),
    onSaved: () => onSaved(),
    draft,
  });

  const showEnd = frequency !== 'ONE_TIME';
  // The chosen locations' names, for the name the visit gets when left empty.
  const chosenLocations = locationSource.useChosen(locations);
  const savedNames = new Map((row?.locations ?? []).map((id, i) => [id, row?.locationNames?.[i] ?? id]));
  const labelOf = (id: string) => chosenLocations?.find((l) => l.externalId === id)?.name ?? savedNames.get(id) ?? id;
  const generated = frequency && locations.length > 0 ? visitNameOf(frequency, locations.map(labelOf)) : null;

  return (
    <InlineForm
      title={row ? `Edit Visit ${row.name}` : 'Create New Visit'}
      onSubmit={() =>
        void submit({
          externalId: row?.externalId,
          account: account ?? '',
          executive: executive ?? '',
          frequency,
          startDate,
          startTime,
          endDate: showEnd ? endDate : undefined,
          endTime: showEnd ? endTime : undefined,
          locations,
          name,
        })
      }
      onCancel={onCancel}
      canSave={canSave}
      busy={busy}
      dirty={form.dirty}
      draft={draft}
    >
      <FieldGrid>
        <Select label="Account" options={withCurrent(options.accounts, row?.account, row?.accountName ?? undefined)} value={account} onChange={setAccount} placeholder="Select an account" />
        <Select
          label="User"
          options={withCurrent(options.users, row?.executive || null, row?.executiveName ?? undefined)}
          {...choice('executive')}
          placeholder="Select a user"
        />
        <Select label="Frequency" options={FREQUENCY_OPTIONS} value={frequency} onChange={(value: string | null) => set('frequency', value as VisitFrequency | null)} placeholder="Select a frequency" />
        <DatePicker
          label="Start Date"
          value={pickerValue(startDate)}
          onChange={(date) => set('startDate', date ? localDay(date) : '')}
          minDate={new Date()}
          minDateMessage={MESSAGES.visitStartDate}
          placeholder="yyyy-MM-dd"
        />
        <TextField label="Start Time" {...text('startTime')} placeholder="HH:mm" hint={TIME_HINT} autoComplete="off" inputMode="numeric" />
        {showEnd && (
          <>
            <DatePicker
              label="End Date"
              value={pickerValue(endDate)}
              onChange={(date) => set('endDate', date ? localDay(date) : '')}
              minDate={new Date()}
              minDateMessage={MESSAGES.visitEndDate}
              placeholder="yyyy-MM-dd"
            />
            <TextField label="End Time" {...text('endTime')} placeholder="HH:mm" hint={TIME_HINT} autoComplete="off" inputMode="numeric" />
          </>
        )}
        <AccountLocationsPicker label="Locations" account={account} {...choice('locations')} />
        <TextField
          label="Name"
          {...text('name')}
          autoComplete="off"
          hint={generated ? `Optional. Left empty, the visit is named: ${generated}` : 'Optional. Left empty, the visit is named from its frequency and locations.'}
        />
      </FieldGrid>
    </InlineForm>
  );
}
