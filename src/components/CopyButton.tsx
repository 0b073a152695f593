/**
 * An icon-only copy button, twice on every card, so cheap: a CSS tooltip, and 'Copied' said through the
 * page's one announcer. Escape dismisses the tooltip without moving the pointer or focus (WCAG 1.4.13).
 */
import { useEffect, useId, useState } from 'react';
import { CheckIcon } from './icons/CheckIcon';
import { ClipboardIcon } from './icons/ClipboardIcon';
import { useAnnounce } from './useAnnounce';
import { useTimedReset } from './useTimedReset';
import './CopyButton.css';

const CONFIRMATION_MS = 2000;

export interface CopyButtonProps {
  value: string;
  /** Names the button ('Copy {label}'); the value itself by default. */
  label?: string;
  /** Id of more text that describes the value (a warning about it), read after the tooltip. */
  describedBy?: string;
}

export function CopyButton({ value, label, describedBy }: CopyButtonProps) {
  const tooltipId = useId();
  const announce = useAnnounce();
  const [copied, setCopied] = useTimedReset(false, CONFIRMATION_MS);
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

  async function copy() {
    try {
      // Missing in insecure contexts (plain http on another host); that is a failure to report, not a crash.
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(value);
      setCopied(true);
      announce('Copied');
    } catch {
      setCopied(false);
      announce('Could not copy');
    }
  }

  return (
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
      {copied ? <CheckIcon /> : <ClipboardIcon />}
      <span role="tooltip" id={tooltipId} className="copy-button__tooltip">
        Copy to clipboard
      </span>
    </button>
  );
}
