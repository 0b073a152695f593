/**
 * An icon-only button that copies a value to the clipboard. It is rendered twice per message card, so
 * it stays cheap: a CSS tooltip (shown on hover and keyboard focus) instead of a positioned overlay, and
 * a tiny live region that says 'Copied' once the clipboard has the value. The tooltip can be hovered
 * and dismissed with Escape without moving the pointer or the focus (WCAG 1.4.13).
 */
import { useEffect, useId, useState } from 'react';
import './CopyButton.css';

const CONFIRMATION_MS = 2000;

type CopyState = 'idle' | 'copied' | 'failed';

export interface CopyButtonProps {
  value: string;
  /** Names the button ('Copy {label}'); the value itself by default. */
  label?: string;
  /** Id of more text that describes the value (a warning about it), read after the tooltip. */
  describedBy?: string;
}

export function CopyButton({ value, label, describedBy }: CopyButtonProps) {
  const tooltipId = useId();
  const [state, setState] = useState<CopyState>('idle');
  const [hovered, setHovered] = useState(false);
  const [tooltipDismissed, setTooltipDismissed] = useState(false);

  // Escape dismisses the tooltip of a hovered button too, though the key goes to whatever has the focus.
  useEffect(() => {
    if (!hovered) return;
    const dismissOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setTooltipDismissed(true);
    };
    document.addEventListener('keydown', dismissOnEscape);
    return () => document.removeEventListener('keydown', dismissOnEscape);
  }, [hovered]);

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      // Missing in insecure contexts (plain http on another host); that is a failure to report, not a crash.
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  return (
    <>
      <button
        type="button"
        className="btn btn-sm btn-link p-1 align-baseline copy-button"
        aria-label={`Copy ${label ?? value}`}
        aria-describedby={describedBy ? `${tooltipId} ${describedBy}` : tooltipId}
        data-tooltip-dismissed={tooltipDismissed || undefined}
        onClick={() => void copy()}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setTooltipDismissed(true);
        }}
        onBlur={() => setTooltipDismissed(false)}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => {
          setHovered(false);
          setTooltipDismissed(false);
        }}
      >
        {state === 'copied' ? <CheckIcon /> : <ClipboardIcon />}
        <span role="tooltip" id={tooltipId} className="copy-button__tooltip">
          Copy to clipboard
        </span>
      </button>
      <span role="status" className="visually-hidden">
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Could not copy' : ''}
      </span>
    </>
  );
}

function ClipboardIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M4 1.5H3a2 2 0 0 0-2 2V14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V3.5a2 2 0 0 0-2-2h-1v1h1a1 1 0 0 1 1 1V14a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V3.5a1 1 0 0 1 1-1h1z" />
      <path d="M9.5 1a.5.5 0 0 1 .5.5v1a.5.5 0 0 1-.5.5h-3a.5.5 0 0 1-.5-.5v-1a.5.5 0 0 1 .5-.5zm-3-1A1.5 1.5 0 0 0 5 1.5v1A1.5 1.5 0 0 0 6.5 4h3A1.5 1.5 0 0 0 11 2.5v-1A1.5 1.5 0 0 0 9.5 0z" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M13.854 3.646a.5.5 0 0 1 0 .708l-7 7a.5.5 0 0 1-.708 0l-3.5-3.5a.5.5 0 1 1 .708-.708L6.5 10.293l6.646-6.647a.5.5 0 0 1 .708 0" />
    </svg>
  );
}
