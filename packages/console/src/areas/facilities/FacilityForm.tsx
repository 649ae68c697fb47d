/**
 * The facility form of the wizard's Basic tab (spec 2 §5): name required, at most 100 and unique,
 * enterprise and type required (type from FacilityType, A2 when missing). Renaming an existing
 * facility is for technicians and admins only: for anyone else the name is read-only.
 */
import { Select, TextField } from '@equipdesk/ui';
import { useApiClient } from '@equipdesk/api-client/react';
import { DEFAULT_FACILITY_TYPE, MESSAGES, facilityFormSchema } from '@equipdesk/api-client/contract';
import type { Facility } from '@equipdesk/api-client/contract';
import { canRenameFacility } from '@equipdesk/permissions';
import { FieldGrid, InlineForm, useEntitySave, useFormSubmit, useSchemaForm } from '../../listing';
import { useSession } from '../../session/hooks';
import { useSiteOptions, withCurrent } from './options';

export interface FacilityFormProps {
  /** The facility being edited; null for a new one. */
  facility: Pick<Facility, 'externalId' | 'name' | 'type' | 'enterprise'> | null;
  /** After a successful save, with the saved facility's externalId. */
  onSaved(externalId: string): void;
  canSave: boolean;
}

export function FacilityForm({ facility, onSaved, canSave }: FacilityFormProps) {
  const client = useApiClient();
  const role = useSession().user?.roleIdentifier;
  const options = useSiteOptions();
  const save = useEntitySave<Facility>('facilities', { referenceList: 'facilities', successMessage: MESSAGES.facilitySaved });
  const form = useSchemaForm(facilityFormSchema, {
    name: facility?.name ?? '',
    enterprise: facility?.enterprise ?? null,
    type: (facility?.type || DEFAULT_FACILITY_TYPE) as string | null,
  });
  const { enterprise, type } = form.values;
  const nameLocked = facility !== null && !canRenameFacility(role);
  const { submit, busy } = useFormSubmit({
    schema: facilityFormSchema,
    exists: async (form) => ((await client.exists('facilities', { name: form.name, externalId: facility?.externalId })) ? [] : [MESSAGES.facilityExists]),
    save: (form) => save(form, facility?.externalId),
    onSaved: (result) => onSaved(result?.externalId ?? facility?.externalId ?? ''),
  });

  return (
    <InlineForm
      title="Basic"
      onSubmit={() => void submit({ externalId: facility?.externalId, ...form.values, enterprise: enterprise ?? '', type: type ?? '' })}
      onCancel={() => undefined}
      showCancel={false}
      canSave={canSave}
      busy={busy}
      dirty={form.dirty}
    >
      <FieldGrid>
        <TextField
          label="Name"
          {...form.text('name')}
          readOnly={nameLocked}
          hint={nameLocked ? 'Only a technician or an administrator may rename a facility.' : undefined}
          autoFocus={!nameLocked}
        />
        <Select label="Enterprise" options={options.enterprises} {...form.choice('enterprise')} placeholder="Select an enterprise" />
        <Select label="Type" options={withCurrent(options.picklist('FacilityType'), type)} {...form.choice('type')} placeholder="Select a type" />
      </FieldGrid>
    </InlineForm>
  );
}
