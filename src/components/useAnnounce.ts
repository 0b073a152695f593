import { useContext } from 'react';
import { AnnouncerContext, type Announce } from './announcerContext';

/** The page's announcer: `announce('Copied')` is heard once, politely, by screen-reader users. */
export function useAnnounce(): Announce {
  return useContext(AnnouncerContext);
}
