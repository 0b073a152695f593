import type { ReactNode } from 'react';

/**
 * The Messages page's heading and purpose. They are in the main bundle, so they show at once while the
 * page's own code (react-select, the message list) downloads, instead of a screen with only a spinner.
 */
export function MessagesPageFrame({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="messages-heading">
      <h1 id="messages-heading" className="h3 mb-2">
        Messages
      </h1>
      <p className="text-body-secondary mb-3">
        Choose one of your SMS-capable numbers to read what was sent from and to it, reply, and send new
        messages.
      </p>
      {children}
    </section>
  );
}
