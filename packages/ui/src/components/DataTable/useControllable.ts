// A value a component can be given (controlled) or keep itself (uncontrolled), told of changes either way.
import { useCallback, useState } from 'react';

/** Controlled when `value` is not undefined, else internal state seeded from `initial`. */
export function useControllable<V>(value: V | undefined, initial: V, onChange: ((next: V) => void) | undefined) {
  const [inner, setInner] = useState<V>(initial);
  const controlled = value !== undefined;
  const current = controlled ? value : inner;
  const set = useCallback(
    (next: V) => {
      if (!controlled) setInner(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [current, set] as const;
}
