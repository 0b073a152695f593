/**
 * The panel for the chosen number: tabs 'Messages' (default), 'Composer' and 'Scheduled'. The first two
 * stay mounted (hidden when inactive) so the list keeps its scroll position and the composer keeps what
 * was typed.
 */
import { lazy, memo, Suspense, useCallback, useState } from 'react';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { Tabs } from '../../../components/Tabs';
import { useSharedRecipient } from '../composer/useSharedRecipient';
import { Composer } from '../composer/Composer';
import { formatPhoneNumber } from '../../../lib/phoneNumbers/formatPhoneNumber';
import { MessagesTab } from './MessagesTab';
import { PreferredViewSwitch } from './PreferredViewSwitch';

export type PanelTab = 'messages' | 'composer' | 'scheduled';

export interface NumberPanelProps {
  phoneNumber: string;
  /**
   * Opens on the Composer (a Reply pressed in 'All numbers'); the shared recipient around the panel holds
   * the party, and the Composer takes it into To as it opens.
   */
  openOnComposer?: boolean;
}

// Opened by its tab, so fetched by it: the page's first load does not carry it.
const ScheduledTab = lazy(() =>
  import('../scheduled/ScheduledTab').then((module) => ({ default: module.ScheduledTab })),
);

export const NumberPanel = memo(function NumberPanel({
  phoneNumber,
  openOnComposer = false,
}: NumberPanelProps) {
  const [tab, setTab] = useState<PanelTab>(openOnComposer ? 'composer' : 'messages');
  const [focusToken, setFocusToken] = useState(openOnComposer ? 1 : 0);
  const [, setRecipient] = useSharedRecipient();

  const answer = useCallback(
    (party: string) => {
      setRecipient(party);
      setTab('composer');
      setFocusToken((token) => token + 1);
    },
    [setRecipient],
  );

  return (
    <section className="number-panel" aria-label={`Phone number ${formatPhoneNumber(phoneNumber)}`}>
      <Tabs
        label="Views of the phone number"
        selected={tab}
        onSelect={setTab}
        end={tab === 'messages' ? <PreferredViewSwitch /> : null}
        tabs={[
          {
            key: 'messages',
            title: 'Messages',
            panel: <MessagesTab phoneNumber={phoneNumber} onReply={answer} active={tab === 'messages'} />,
          },
          {
            key: 'composer',
            title: 'Composer',
            panel: <Composer from={phoneNumber} active={tab === 'composer'} focusToken={focusToken} />,
          },
          {
            key: 'scheduled',
            title: 'Scheduled',
            // Only while shown: it reads nothing of its own, but need not render behind the others.
            panel:
              tab === 'scheduled' ? (
                <Suspense fallback={<LoadingSpinner label="Loading..." />}>
                  <ScheduledTab phoneNumber={phoneNumber} />
                </Suspense>
              ) : null,
          },
        ]}
      />
    </section>
  );
});
