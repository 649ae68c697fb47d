/** The console's listing module: list state in the URL and the declarative ListingPage. */
export { ListingPage } from './ListingPage';
export type { ListingPageProps, ListingFilter, ListingOption, ListingFormProps, ListingTools, ExtraRowActions, ListingDetails } from './listingTypes';
export { useListState, LIST_PARAMS } from './useListState';
export type { ListState, ListStateOptions, ListSort, ListFilters } from './useListState';
export { useEntitySave, useSaveToasts } from './useEntitySave';
export type { EntitySaveOptions, SaveOutcome, SaveToastOptions } from './useEntitySave';
export { useFormSubmit } from './useFormSubmit';
export type { FormSubmitOptions } from './useFormSubmit';
export { useValidationToast } from './useValidationToast';
export type { ParsingSchema } from './useValidationToast';
export { InlineForm, FieldGrid } from './InlineForm';
export type { InlineFormProps } from './InlineForm';
export { refreshReferenceList } from './referenceLists';
export { formatDateTime } from './format';
export { AssetPicker, AssetsPicker, assetOptionLabel } from './AssetPicker';
export type { AssetPickerProps, AssetsPickerProps } from './AssetPicker';
