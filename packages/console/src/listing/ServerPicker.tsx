/**
 * The console's server-searching picker, for every list too large to keep for the session (assets, locations,
 * accounts, users; their sources in pickerSources.ts): a lazy select that asks the server as the user types, once the
 * typing pauses (PICKER_SEARCH_DEBOUNCE_MS), offers at most the source's `limit` options, says the source's message when
 * nothing matches and a failed search under the field, and names the values chosen before by a read of their
 * externalIds. `narrow` keeps it to part of the list (the locations of the chosen account).
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { MultiSelect, Select } from '@equipdesk/ui';
import type { SelectOption, SelectProps } from '@equipdesk/ui';
import type { ApiClient, DdSearchQuery } from '@equipdesk/api-client';
import { useApiClient } from '@equipdesk/api-client/react';
import { PICKER_SEARCH_DEBOUNCE_MS } from '@equipdesk/api-client/contract';

/** The part of the list a picker is kept to (`accounts`: the chosen account's locations). */
export type PickerNarrowing = Pick<DdSearchQuery, 'accounts' | 'facilities'>;

/** What a picker asks its source: a search, or the items of these externalIds. */
export interface PickerQuery {
  search?: string;
  externalIds?: readonly string[];
  pageSize: number;
}

/** A list a picker searches on the server, and how its items read. */
export interface PickerSource<TItem extends { externalId: string }> {
  /** One page of what matches. */
  search(client: ApiClient, query: PickerQuery & PickerNarrowing): Promise<{ items: TItem[] }>;
  /** The items of these externalIds (the names of chosen values), undefined until read; a hook. */
  useChosen(externalIds: readonly string[]): TItem[] | undefined;
  label(item: TItem): string;
  /** The most options offered. */
  limit: number;
  /** Said in the open list when nothing matches. */
  noneFound: string;
  /** Said under the field when the search fails without a message of its own. */
  failure: string;
  placeholder: string;
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The lazy loader (debounced, capped) and the names of the chosen values, shared by both pickers. */
function useServerChoices<TItem extends { externalId: string }>(source: PickerSource<TItem>, chosen: readonly string[], narrow: PickerNarrowing | undefined) {
  const client = useApiClient();
  const chosenItems = source.useChosen(chosen);
  const known = useMemo(() => (chosenItems ?? []).map((item): SelectOption => ({ value: item.externalId, label: source.label(item) })), [chosenItems, source]);
  // A failed search is said under the field; the list itself can only say that nothing matched.
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const latest = useRef(0);
  // Read at each search: a narrowing written inline is a new object every render, and a new one remounts the select.
  const narrowing = useRef(narrow);
  narrowing.current = narrow;
  const load = useCallback(
    async (input: string) => {
      const call = ++latest.current;
      const search = input.trim();
      // The list as it opens is asked at once; a search waits for the typing to pause. A call overtaken meanwhile asks
      // nothing: the select keeps only the answer to the latest input.
      if (search) await wait(PICKER_SEARCH_DEBOUNCE_MS);
      if (call !== latest.current) return [];
      try {
        const page = await source.search(client, { ...narrowing.current, search: search || undefined, pageSize: source.limit });
        setFailure(undefined);
        return page.items.map((item): SelectOption => ({ value: item.externalId, label: source.label(item) }));
      } catch (error) {
        setFailure(error instanceof Error && error.message ? error.message : source.failure);
        return [];
      }
    },
    [client, source],
  );
  return { known, load, failure };
}

/** The field as the kit's Select draws it; the picker brings the options, the value and the search. */
type PickerField = Pick<SelectProps, 'label' | 'placeholder' | 'disabled' | 'error' | 'hideLabel' | 'inputId' | 'name' | 'className'>;

interface PickerBase<TItem extends { externalId: string }> extends PickerField {
  /** What the picker searches. */
  source: PickerSource<TItem>;
  /** Keeps the picker to part of the list (the locations of an account). */
  narrow?: PickerNarrowing;
}

export interface ServerPickerProps<TItem extends { externalId: string }> extends PickerBase<TItem> {
  /** The chosen value's externalId, null for none. */
  value: string | null;
  onChange(value: string | null): void;
  /** @default true */
  isClearable?: boolean;
}

/** A narrowing as a key: a picker kept to another part of the list starts afresh (the select caches its answers). */
const narrowingKey = (narrow: PickerNarrowing | undefined) => JSON.stringify(narrow ?? {});

export function ServerPicker<TItem extends { externalId: string }>({ source, narrow, value, onChange, isClearable = true, placeholder, error, ...rest }: ServerPickerProps<TItem>) {
  const chosen = useMemo(() => (value ? [value] : []), [value]);
  const { known, load, failure } = useServerChoices(source, chosen, narrow);
  return (
    <Select
      {...rest}
      key={narrowingKey(narrow)}
      error={error ?? failure}
      options={known}
      value={value}
      onChange={onChange}
      loadOptions={load}
      optionLimit={source.limit}
      noOptionsMessage={source.noneFound}
      placeholder={placeholder ?? source.placeholder}
      isClearable={isClearable}
    />
  );
}

export interface ServerMultiPickerProps<TItem extends { externalId: string }> extends PickerBase<TItem> {
  /** The chosen values' externalIds, in the order chosen. */
  value: readonly string[];
  onChange(value: string[]): void;
}

/** The same picker for several values. */
export function ServerMultiPicker<TItem extends { externalId: string }>({ source, narrow, value, onChange, placeholder, error, ...rest }: ServerMultiPickerProps<TItem>) {
  const { known, load, failure } = useServerChoices(source, value, narrow);
  return (
    <MultiSelect
      {...rest}
      key={narrowingKey(narrow)}
      error={error ?? failure}
      options={known}
      value={[...value]}
      onChange={onChange}
      loadOptions={load}
      optionLimit={source.limit}
      noOptionsMessage={source.noneFound}
      placeholder={placeholder ?? source.placeholder}
    />
  );
}
