import { useId, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import './Disclosure.css';

export interface DisclosureProps {
  /** What the button shows; its accessible name. */
  label: ReactNode;
  className?: string;
  toggleClassName: string;
  panelClassName: string;
  /** The panel's content. A click on an element in it marked `data-closes-disclosure` closes it. */
  children: ReactNode;
}

/**
 * A button that shows a panel over what follows it. A disclosure, not an ARIA menu: Tab reaches what the
 * panel holds; Escape, a choice marked to close it or the focus leaving hides it, and the focus returns
 * to the button (unless the choice moved it elsewhere).
 */
export function Disclosure({ label, className, toggleClassName, panelClassName, children }: DisclosureProps) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const close = () => {
    setExpanded(false);
    // Unless the choice sent the focus on (into the box a template went into, say).
    const focused = document.activeElement;
    if (focused === null || focused === document.body || wrapper.current?.contains(focused))
      toggle.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !expanded) return;
    // Not also the page's own Escape (a thread's Back).
    event.stopPropagation();
    close();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !wrapper.current?.contains(next)) setExpanded(false);
  };
  return (
    // Escape from any control inside, and a click on a choice, close it: their events bubble here.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={wrapper}
      className={className === undefined ? 'disclosure' : `disclosure ${className}`}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onClick={(event) => {
        if (event.target instanceof Element && event.target.closest('[data-closes-disclosure]') !== null)
          close();
      }}
    >
      <button
        ref={toggle}
        type="button"
        className={toggleClassName}
        aria-expanded={expanded}
        aria-controls={`${id}-panel`}
        onClick={() => setExpanded((shown) => !shown)}
      >
        {label}
      </button>
      {/* Focusable, so a click on its text keeps the focus inside and the panel open. */}
      <div id={`${id}-panel`} className={panelClassName} hidden={!expanded} tabIndex={-1}>
        {expanded && children}
      </div>
    </div>
  );
}
