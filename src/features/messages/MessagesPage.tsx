import { useDeferredValue, useState } from 'react';
import { AppQueryClientProvider } from '../../lib/query/AppQueryClientProvider';
import { SharedRecipientProvider } from '../../lib/session/SharedRecipientProvider';
import { MessagesPageBanner } from './MessagesPageBanner';
import { NumberChooser } from './NumberChooser';
import { NumberPanel } from './NumberPanel';

/**
 * The Messages page (/phone-numbers) for a signed-in account: the banner, the number dropdown and, once a
 * number is chosen, its panel. The app loads it lazily as its own chunk, under a heading it shows at once
 * (src/app/MessagesRoute.tsx).
 */
export function MessagesPage() {
  const [phoneNumber, setPhoneNumber] = useState('');
  // The dropdown shows the choice at once; the panel for it renders in the background in small slices,
  // so the key press that chose the number is not held up by mounting the whole panel.
  const panelNumber = useDeferredValue(phoneNumber);

  return (
    <AppQueryClientProvider>
      <MessagesPageBanner phoneNumber={panelNumber} />
      <NumberChooser value={phoneNumber} onChange={setPhoneNumber} />
      {panelNumber !== '' && (
        <SharedRecipientProvider>
          <NumberPanel phoneNumber={panelNumber} />
        </SharedRecipientProvider>
      )}
    </AppQueryClientProvider>
  );
}
