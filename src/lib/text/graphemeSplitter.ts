/**
 * Stands in for `grapheme-splitter` (used by sms-segments-calculator): Intl.Segmenter does the same from a
 * newer Unicode, without shipping the package's tables. vite.config.ts points the package's name here.
 */
export default class GraphemeSplitter {
  private readonly segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

  /** The one method sms-segments-calculator calls. */
  splitGraphemes(text: string): string[] {
    return Array.from(this.segmenter.segment(text), (part) => part.segment);
  }
}

// sms-segments-calculator is CommonJS and reads the class from `default` only for an ES module it can
// tell apart; this marks the module as one.
export const __esModule = true;
