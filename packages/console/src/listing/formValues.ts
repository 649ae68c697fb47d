/**
 * A form's state as one piece: its values start from a baseline (the row being edited, or a new form's defaults)
 * and the form knows whether the user changed any of them (`dirty`), which decides whether closing it asks first
 * and whether a draft is kept. Values are plain data (strings, numbers, booleans, null, arrays, objects of those).
 */
import { useCallback, useState } from 'react';

/** Whether two plain-data values are the same. */
export function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

export interface FormValues<V extends object> {
  values: V;
  /** Sets one field. */
  set<K extends keyof V>(key: K, value: V[K]): void;
  /** Sets several fields at once (a field and those that depend on it). */
  update(patch: Partial<V>): void;
  /** The user changed a value from the baseline. */
  dirty: boolean;
}

/**
 * The values of a form over `baseline`, rebuilt on every render by the form. When the baseline changes (the lists
 * a default is chosen from arrived, the row was saved), the fields the user has not changed follow it and the
 * changed ones stay as typed; so a default picked for the user never counts as a change of theirs.
 */
export function useFormValues<V extends object>(baseline: V): FormValues<V> {
  const [state, setState] = useState(() => ({ base: baseline, values: baseline }));
  let current = state;
  if (!sameValue(state.base, baseline)) {
    const values = { ...state.values };
    for (const key of Object.keys(baseline) as (keyof V)[]) {
      if (sameValue(state.values[key], state.base[key])) values[key] = baseline[key];
    }
    current = { base: baseline, values };
    // Derived from the previous render (React's "adjusting state when a prop changes"): no effect, no extra paint.
    setState(current);
  }
  const set = useCallback(<K extends keyof V>(key: K, value: V[K]) => setState((s) => ({ ...s, values: { ...s.values, [key]: value } })), []);
  const update = useCallback((patch: Partial<V>) => setState((s) => ({ ...s, values: { ...s.values, ...patch } })), []);
  const dirty = (Object.keys(current.base) as (keyof V)[]).some((key) => !sameValue(current.values[key], current.base[key]));
  return { values: current.values, set, update, dirty };
}

/**
 * Whether a small form's values differ from those it first showed: for forms that keep a field per state
 * (`useChanged({ name, description })`) and only need to know that closing them would lose something.
 */
export function useChanged(values: object): boolean {
  const [first] = useState(values);
  return !sameValue(first, values);
}
