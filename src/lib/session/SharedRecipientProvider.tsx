import { useMemo, useState, type ReactNode } from 'react';
import { SharedRecipientContext, type SharedRecipient } from './sharedRecipientContext';

/** The one phone number shared by the message list (Reply/Compose) and the composer's To field. */
export function SharedRecipientProvider({ children }: { children: ReactNode }) {
  const [recipient, setRecipient] = useState('');
  const value = useMemo<SharedRecipient>(() => [recipient, setRecipient], [recipient]);
  return <SharedRecipientContext.Provider value={value}>{children}</SharedRecipientContext.Provider>;
}
