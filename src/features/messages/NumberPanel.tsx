/**
 * The panel for the chosen number: WAI-ARIA tabs 'Messages' (default) and 'Composer' with arrow-key,
 * Home and End navigation. Both panels stay mounted (hidden when inactive) so the list keeps its scroll
 * position and the composer keeps what was typed.
 */
import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useSharedRecipient } from '../../lib/session/useSharedRecipient';
import { Composer } from './Composer';
import { formatPhoneNumber } from './formatPhoneNumber';
import { MessagesTab } from './MessagesTab';

export type PanelTab = 'messages' | 'composer';

const TABS: readonly { key: PanelTab; title: string }[] = [
  { key: 'messages', title: 'Messages' },
  { key: 'composer', title: 'Composer' },
];

export interface NumberPanelProps {
  phoneNumber: string;
  onListError: (error: unknown) => void;
}

export function NumberPanel({ phoneNumber, onListError }: NumberPanelProps) {
  const id = useId();
  const [tab, setTab] = useState<PanelTab>('messages');
  const [focusToken, setFocusToken] = useState(0);
  const [, setRecipient] = useSharedRecipient();
  const tabRefs = useRef(new Map<PanelTab, HTMLButtonElement>());

  const answer = useCallback(
    (party: string) => {
      setRecipient(party);
      setTab('composer');
      setFocusToken((token) => token + 1);
    },
    [setRecipient],
  );

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    let next: number;
    if (event.key === 'ArrowRight') next = (index + 1) % TABS.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + TABS.length) % TABS.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = TABS.length - 1;
    else return;
    event.preventDefault();
    const target = TABS[next];
    if (!target) return;
    setTab(target.key);
    tabRefs.current.get(target.key)?.focus();
  }

  return (
    <section className="mt-4" aria-label={`Phone number ${formatPhoneNumber(phoneNumber)}`}>
      <div role="tablist" aria-label="Views of the phone number" className="nav nav-tabs">
        {TABS.map((item, index) => {
          const selected = item.key === tab;
          return (
            <button
              key={item.key}
              ref={(element) => {
                if (element) tabRefs.current.set(item.key, element);
                else tabRefs.current.delete(item.key);
              }}
              type="button"
              role="tab"
              id={`${id}-${item.key}-tab`}
              aria-controls={`${id}-${item.key}-panel`}
              aria-selected={selected}
              tabIndex={selected ? 0 : -1}
              className={`nav-link${selected ? ' active' : ''}`}
              onClick={() => setTab(item.key)}
              onKeyDown={(event) => handleKeyDown(event, index)}
            >
              {item.title}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${id}-messages-panel`}
        aria-labelledby={`${id}-messages-tab`}
        hidden={tab !== 'messages'}
      >
        <MessagesTab phoneNumber={phoneNumber} onAnswer={answer} onError={onListError} />
      </div>
      <div
        role="tabpanel"
        id={`${id}-composer-panel`}
        aria-labelledby={`${id}-composer-tab`}
        hidden={tab !== 'composer'}
      >
        <Composer from={phoneNumber} active={tab === 'composer'} focusToken={focusToken} />
      </div>
    </section>
  );
}
