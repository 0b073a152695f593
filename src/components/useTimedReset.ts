import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';

/**
 * A value that goes back to `resetValue` `ms` after it was set to another (a confirmation, a notice); a
 * different new value restarts the wait. `resetValue` should be a primitive or stable.
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
