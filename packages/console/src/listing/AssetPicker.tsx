/**
 * The one asset picker of the console (orders, alerts, any screen that picks assets): the server-searching picker over
 * GET assets/ddlist, at most 300 assets (spec: ASSET_PICKER_LIMIT), saying `No assets found. Consider changing the
 * search query.` when nothing matches. Chosen assets are named by serial number and model.
 */
import { ServerMultiPicker, ServerPicker } from './ServerPicker';
import type { ServerMultiPickerProps, ServerPickerProps } from './ServerPicker';
import { assetSource } from './pickerSources';
import type { AssetDdItem } from '@equipdesk/api-client/contract';

export { assetOptionLabel } from './pickerSources';

export type AssetPickerProps = Omit<ServerPickerProps<AssetDdItem>, 'source' | 'narrow'>;

export function AssetPicker(props: AssetPickerProps) {
  return <ServerPicker {...props} source={assetSource} />;
}

export type AssetsPickerProps = Omit<ServerMultiPickerProps<AssetDdItem>, 'source' | 'narrow'>;

/** The same picker for several assets. */
export function AssetsPicker(props: AssetsPickerProps) {
  return <ServerMultiPicker {...props} source={assetSource} />;
}
