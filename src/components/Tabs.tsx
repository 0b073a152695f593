import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './Tabs.css';

export interface TabItem<Key extends string> {
  key: Key;
  title: string;
  panel: ReactNode;
}

export interface TabsProps<Key extends string> {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: readonly TabItem<Key>[];
  selected: Key;
  onSelect: (key: Key) => void;
  /** Shown at the end of the tab row, outside the tab list: a control of the selected panel. */
  end?: ReactNode;
}

/**
 * WAI-ARIA tabs, the selected one alone in the tab order. Every panel stays mounted, hidden while not
 * selected, so a list keeps its scroll position and a form what was typed.
 */
export function Tabs<Key extends string>({ label, tabs, selected, onSelect, end }: TabsProps<Key>) {
  const id = useId();
  const tabRefs = useRef(new Map<Key, HTMLButtonElement>());
  const tabId = (key: Key) => `${id}-${key}-tab`;
  const panelId = (key: Key) => `${id}-${key}-panel`;

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    let next: number;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    else return;
    event.preventDefault();
    const target = tabs[next];
    if (!target) return;
    onSelect(target.key);
    tabRefs.current.get(target.key)?.focus();
  }

  return (
    <>
      <div className="tabs-bar">
        <div role="tablist" aria-label={label} className="nav nav-tabs">
          {tabs.map((tab, index) => {
            const isSelected = tab.key === selected;
            return (
              <button
                key={tab.key}
                ref={(element) => {
                  if (element) tabRefs.current.set(tab.key, element);
                  else tabRefs.current.delete(tab.key);
                }}
                type="button"
                role="tab"
                id={tabId(tab.key)}
                aria-controls={panelId(tab.key)}
                aria-selected={isSelected}
                tabIndex={isSelected ? 0 : -1}
                className={isSelected ? 'nav-link active' : 'nav-link'}
                onClick={() => onSelect(tab.key)}
                onKeyDown={(event) => handleKeyDown(event, index)}
              >
                {tab.title}
              </button>
            );
          })}
        </div>
        {end !== undefined && end !== null && <div className="tabs-bar__end">{end}</div>}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={panelId(tab.key)}
          aria-labelledby={tabId(tab.key)}
          hidden={tab.key !== selected}
        >
          {tab.panel}
        </div>
      ))}
    </>
  );
}
