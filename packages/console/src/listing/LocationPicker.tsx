/**
 * The forms' location pickers (an asset's location, an order's delivery location, a visit's locations): the locations
 * of the chosen account (spec 2 §2, spec 3 §5), searched on the server as the user types; before an account is chosen
 * the field says to choose one.
 */
import { MultiSelect, Select } from '@equipdesk/ui';
import type { LocationDdItem } from '@equipdesk/api-client/contract';
import { ServerMultiPicker, ServerPicker } from './ServerPicker';
import type { ServerMultiPickerProps, ServerPickerProps } from './ServerPicker';
import { locationSource } from './pickerSources';

const NEEDS_ACCOUNT = 'Choose an account first.';

export type AccountLocationPickerProps = Omit<ServerPickerProps<LocationDdItem>, 'source' | 'narrow'> & {
  /** The chosen account's externalId; null before one is chosen. */
  account: string | null;
};

export function AccountLocationPicker({ account, placeholder = 'Select a location', ...props }: AccountLocationPickerProps) {
  if (account === null) {
    const { label, value, onChange, isClearable, error, disabled, inputId, hideLabel } = props;
    return <Select {...{ label, value, onChange, isClearable, error, disabled, inputId, hideLabel }} options={[]} placeholder={NEEDS_ACCOUNT} noOptionsMessage={NEEDS_ACCOUNT} />;
  }
  return <ServerPicker {...props} source={locationSource} narrow={{ accounts: [account] }} placeholder={placeholder} />;
}

export type AccountLocationsPickerProps = Omit<ServerMultiPickerProps<LocationDdItem>, 'source' | 'narrow'> & {
  /** The chosen account's externalId; null before one is chosen. */
  account: string | null;
};

/** The same for several locations (a visit's). */
export function AccountLocationsPicker({ account, placeholder = 'Select locations', ...props }: AccountLocationsPickerProps) {
  if (account === null) {
    const { label, value, onChange, error, disabled, inputId, hideLabel } = props;
    return <MultiSelect {...{ label, onChange, error, disabled, inputId, hideLabel }} value={[...value]} options={[]} placeholder={NEEDS_ACCOUNT} noOptionsMessage={NEEDS_ACCOUNT} />;
  }
  return <ServerMultiPicker {...props} source={locationSource} narrow={{ accounts: [account] }} placeholder={placeholder} />;
}
