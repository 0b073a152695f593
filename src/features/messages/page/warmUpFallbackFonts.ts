/**
 * Text the Messages page's cards, rows and bubbles show in fonts the page has not used before they appear:
 * the status badge's bold, an emoji (which the system font lacks), the rows' semibold, the cards' small
 * type and a conversation's heading. The browser looks for each font as it first lays out text that needs
 * it, inside the layout of the first cards; laid out once each while the page is idle, they are found by
 * then (decision 0037).
 */
const SAMPLES: readonly { font: string; text: string }[] = [
  // The status badge (Bootstrap's .badge: bold, 0.75em of the 16px card).
  { font: '700 12px', text: 'delivered' },
  // A message body (16px) with an emoji: the generic families, then the browser's own fallback.
  { font: '400 16px', text: '\u{1F44D}' },
  // The other party in a conversation row's button (semibold 16px): its digits, and an emoji for an
  // alphanumeric sender that has one.
  { font: '600 16px', text: 'Aa \u{1F44D}' },
  // A card's small type on a phone (Direction, Date, the id: 0.75rem) and every copy button's tooltip.
  { font: '400 12px', text: 'Aa' },
  // A card's small type on a wider screen (0.8125rem), its terms in semibold.
  { font: '400 13px', text: 'Aa' },
  { font: '600 13px', text: 'Aa' },
  // An open conversation's heading (Bootstrap's heading weight, 1.25rem).
  { font: '500 20px', text: 'Aa' },
];

/**
 * Lays out each sample in an idle period of its own, in a hidden element that is removed again. Where the
 * browser has no idle callbacks (Safari), nothing is done: the first cards find their fonts themselves.
 * Returns a function that stops what has not run yet.
 */
export function warmUpFallbackFontsWhenIdle(): () => void {
  if (typeof requestIdleCallback !== 'function') return () => undefined;
  let next = 0;
  let handle = requestIdleCallback(function layOutNextSample() {
    const sample = SAMPLES[next++];
    if (sample === undefined) return;
    const probe = document.createElement('span');
    probe.setAttribute('aria-hidden', 'true');
    probe.style.cssText = `position:absolute;visibility:hidden;white-space:nowrap;font:${sample.font} var(--bs-body-font-family)`;
    probe.textContent = sample.text;
    document.body.append(probe);
    // Reading its width lays it out now, which is when the browser looks for its fonts.
    void probe.offsetWidth;
    probe.remove();
    if (next < SAMPLES.length) handle = requestIdleCallback(layOutNextSample);
  });
  return () => cancelIdleCallback(handle);
}
