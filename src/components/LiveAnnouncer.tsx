import { useCallback, useRef, type ReactNode } from 'react';
import { AnnouncerContext } from './announcerContext';
import { useTimedReset } from './useTimedReset';

/** How long an announcement stays in the region: long enough to be read, gone before anyone browses to it. */
export const ANNOUNCEMENT_MS = 2000;

interface Announcement {
  text: string;
  /** A new one for every announcement, so the same text said twice is a new node, heard again. */
  serial: number;
}

/**
 * The page's one polite live region, reached through `useAnnounce`: one per control would put thousands in
 * a long list. Mount it once, around the page.
 */
export function LiveAnnouncer({ children }: { children: ReactNode }) {
  const [announcement, setAnnouncement] = useTimedReset<Announcement | null>(null, ANNOUNCEMENT_MS);
  const serial = useRef(0);

  const announce = useCallback(
    (text: string) => {
      serial.current += 1;
      setAnnouncement({ text, serial: serial.current });
    },
    [setAnnouncement],
  );

  return (
    <AnnouncerContext.Provider value={announce}>
      {children}
      {/* aria-live rather than role="status": heard the same, without adding a status area. */}
      <div aria-live="polite" aria-atomic="true" className="visually-hidden">
        {announcement && <span key={announcement.serial}>{announcement.text}</span>}
      </div>
    </AnnouncerContext.Provider>
  );
}
