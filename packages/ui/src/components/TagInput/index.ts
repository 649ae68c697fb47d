export { TagInput } from './TagInput';
export type { TagInputProps } from './TagInput';
export { useTagInput } from './useTagInput';
export type { TagInputOptions, TagInputState } from './useTagInput';
