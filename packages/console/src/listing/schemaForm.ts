/**
 * A form over its contract schema: the one state piece of useFormValues, and the props of each field read from it by
 * name, so a field is one line in the form's list. Text limits come from the schema (`maxLengthOf`), the messages stay
 * the schema's own (useFormSubmit parses with it on save).
 */
import type { ChangeEvent } from 'react';
import { maxLengthOf } from '@equipdesk/api-client/contract';
import { useFormValues } from './formValues';
import type { FormValues } from './formValues';

/** A contract schema (the console reads zod's types through the contract only). */
type ContractSchema = Parameters<typeof maxLengthOf>[0];

/** The keys of `V` whose values are of type `T`. */
type KeysOf<V, T> = { [K in keyof V]-?: V[K] extends T ? K : never }[keyof V] & string;

export interface TextProps {
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  maxLength: number | undefined;
}

export interface SchemaForm<V extends object> extends FormValues<V> {
  /** A text field's value and change, with the schema's length limit for `name` (none for a field not in it). */
  text<K extends KeysOf<V, string>>(name: K): TextProps;
  /** `text(name)` with its limit said under the field ("At most 50 characters."). */
  limitedText<K extends KeysOf<V, string>>(name: K): TextProps & { hint: string };
  /** A picker's value and change (Select, MultiSelect, DatePicker's day, TagInput): `onChange` sets the field. */
  choice<K extends keyof V & string>(name: K): { value: V[K]; onChange(value: V[K]): void };
  /** A checkbox's state and change. */
  checkbox<K extends KeysOf<V, boolean>>(name: K): { checked: boolean; onChange(checked: boolean): void };
  /** A number field's value and change. */
  number<K extends KeysOf<V, number | null>>(name: K): { value: V[K]; onValueChange(value: number | null): void };
}

/**
 * The form's values over `baseline` (see useFormValues: dirty tracking, defaults that follow the baseline) with field
 * props by name. `schema` is the contract's schema the form is saved with.
 */
export function useSchemaForm<V extends object>(schema: ContractSchema, baseline: V): SchemaForm<V> {
  const form = useFormValues(baseline);
  const { values, set } = form;
  const text = <K extends KeysOf<V, string>>(name: K): TextProps => ({
    value: values[name] as string,
    onChange: (event) => set(name, event.target.value as V[K]),
    maxLength: maxLengthOf(schema, name),
  });
  return {
    ...form,
    text,
    limitedText: (name) => {
      const props = text(name);
      return { ...props, hint: `At most ${props.maxLength} characters.` };
    },
    choice: (name) => ({ value: values[name], onChange: (value) => set(name, value) }),
    checkbox: (name) => ({ checked: values[name] as boolean, onChange: (checked) => set(name, checked as V[typeof name]) }),
    number: (name) => ({ value: values[name], onValueChange: (value) => set(name, value as V[typeof name]) }),
  };
}
