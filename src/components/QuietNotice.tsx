import type { ReactNode } from 'react';

/** A short remark beside a list, such as what could not be shown: secondary text, no alarm. */
export function QuietNotice({ children }: { children: ReactNode }) {
  return <p className="form-text mt-0 mb-2">{children}</p>;
}
