import { useMemo, useState, type ReactNode } from 'react';
import { SharedRecipientContext, type SharedRecipient } from './sharedRecipientContext';

/** The number shared by Reply/Compose and the composer's To; a Reply from another view sets the first. */
export function SharedRecipientProvider({
  children,
  initialRecipient = '',
}: {
  children: ReactNode;
  initialRecipient?: string;
}) {
  const [recipient, setRecipient] = useState(initialRecipient);
  const value = useMemo<SharedRecipient>(() => [recipient, setRecipient], [recipient]);
  return <SharedRecipientContext.Provider value={value}>{children}</SharedRecipientContext.Provider>;
}
