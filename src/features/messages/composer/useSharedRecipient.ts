import { useContext } from 'react';
import { SharedRecipientContext, type SharedRecipient } from './sharedRecipientContext';

export function useSharedRecipient(): SharedRecipient {
  const value = useContext(SharedRecipientContext);
  if (value === null) throw new Error('useSharedRecipient must be used inside <SharedRecipientProvider>');
  return value;
}
