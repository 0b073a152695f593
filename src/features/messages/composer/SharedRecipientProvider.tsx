import { useMemo, useState, type ReactNode } from 'react';
import { SharedRecipientContext, type SharedRecipient } from './sharedRecipientContext';

/**
 * The one phone number shared by the message list (Reply/Compose) and the composer's To field.
 * `initialRecipient`: a Reply that opens the panel (pressed in another view) starts with its party.
 */
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
