import { createContext } from 'react';

export type SharedRecipient = [recipient: string, setRecipient: (to: string) => void];

export const SharedRecipientContext = createContext<SharedRecipient | null>(null);
