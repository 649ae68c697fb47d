export { Select } from './Select';
export type { SelectProps } from './Select';
export type { SelectOption } from './selectStyles';
export { LAZY_OPTION_LIMIT } from './useOptions';
