import { createContext } from 'react';

/** Says a short text to screen-reader users through the page's one live region. */
export type Announce = (text: string) => void;

// Outside a LiveAnnouncer (a component rendered on its own) there is no one to tell: nothing happens.
export const AnnouncerContext = createContext<Announce>(() => {});
