import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';

/**
 * A value that goes back to `resetValue` by itself `ms` after it was set to anything else (a
 * confirmation, a notice). Setting it again restarts the wait when the new value is a different one;
 * an unmounted component leaves no timer behind. `resetValue` should be a primitive or stable.
 */
export function useTimedReset<T>(resetValue: T, ms: number): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState<T>(resetValue);

  useEffect(() => {
    if (Object.is(value, resetValue)) return;
    const timer = setTimeout(() => setValue(resetValue), ms);
    return () => clearTimeout(timer);
  }, [value, resetValue, ms]);

  return [value, setValue];
}
