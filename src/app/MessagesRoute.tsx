import { Suspense } from 'react';
import { LoadingSpinner } from '../components/LoadingSpinner';
import { RequireAccount } from '../lib/session/RequireAccount';
import { lazyWithChunkTimeout } from './lazyWithChunkTimeout';

// The page carries react-select, TanStack Query and the message list: its own chunk, fetched once signed in.
const MessagesPage = lazyWithChunkTimeout(
  'messages',
  () => import('../features/messages/MessagesPage'),
  (module) => module.MessagesPage,
);

/**
 * The /phone-numbers route: signed in only (a signed-out visitor is sent to sign in before the chunk is
 * even downloaded), with the page's heading and purpose in the main bundle so they show at once while
 * the page's own chunk downloads, instead of a screen with only a spinner. The page then sets the heading
 * in its toolbar, and the purpose until a number is chosen.
 */
export function MessagesRoute() {
  const heading = (
    <h1 id="messages-heading" className="page-heading">
      Messages
    </h1>
  );
  // In one line on a phone, whose first screen is kept for the messages.
  const intro = (
    <p className="text-body-secondary messages-intro">
      <span className="hidden-on-phone">
        Choose one of your SMS-capable numbers to read what was sent from and to it, reply, and send new
        messages.
      </span>
      <span className="shown-on-phone">Choose a number to read and send its messages.</span>
    </p>
  );
  return (
    <RequireAccount>
      <section aria-labelledby="messages-heading" className="messages-page">
        <Suspense
          fallback={
            <>
              {heading}
              {intro}
              <LoadingSpinner label="Loading..." />
            </>
          }
        >
          <MessagesPage heading={heading} intro={intro} />
        </Suspense>
      </section>
    </RequireAccount>
  );
}
