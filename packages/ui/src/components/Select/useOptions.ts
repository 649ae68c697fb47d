// Shared option handling of Select and MultiSelect: labels of chosen values are remembered from
// every list seen (static or lazily loaded), and a lazy list is cut to `optionLimit` entries.
import { useCallback, useRef } from 'react';
import type { SelectOption } from './selectStyles';

/** Spec 1 §9: a lazy dropdown shows up to 20 options. */
export const LAZY_OPTION_LIMIT = 20;

export function useOptions(
  options: SelectOption[],
  loadOptions: ((input: string) => Promise<SelectOption[]>) | undefined,
  optionLimit: number,
) {
  const known = useRef(new Map<string, SelectOption>());
  for (const option of options) known.current.set(option.value, option);

  const toOption = useCallback((value: string): SelectOption => known.current.get(value) ?? { value, label: value }, []);

  const latestLoad = useRef(loadOptions);
  latestLoad.current = loadOptions;
  const load = useCallback(
    async (input: string): Promise<SelectOption[]> => {
      const loaded = (await latestLoad.current?.(input)) ?? [];
      const capped = loaded.slice(0, optionLimit);
      for (const option of capped) known.current.set(option.value, option);
      return capped;
    },
    [optionLimit],
  );

  return { toOption, load };
}
