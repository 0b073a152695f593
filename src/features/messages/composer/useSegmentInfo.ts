import { useEffect, useState } from 'react';
import type { SegmentInfo } from './segmentInfo';

type Calculate = (body: string) => SegmentInfo;

/** The calculator, once fetched: the first text typed into any message box fetches it. */
let calculator: Calculate | null = null;
let fetching: Promise<Calculate> | null = null;

/** Fetches the calculator now (the unit tests' set-up does, so no count depends on which test ran first). */
export function fetchCalculator(): Promise<Calculate> {
  fetching ??= import('./segmentInfo').then(
    (module) => (calculator = module.segmentInfo),
    (error: unknown) => {
      // Offline, say: the next text typed tries again.
      fetching = null;
      throw error;
    },
  );
  return fetching;
}

/** An empty box costs nothing, and needs no calculator. */
const EMPTY: SegmentInfo = { characters: 0, encoding: 'GSM-7', segments: 0, firstNonGsmCharacter: null };

/**
 * What `body` costs as SMS; null for the moment the calculator is fetched, on the first text typed.
 * Fetched then rather than with the page: most visits read and never type.
 */
export function useSegmentInfo(body: string): SegmentInfo | null {
  const [calculate, setCalculate] = useState<Calculate | null>(() => calculator);
  const needed = body !== '' && calculate === null;
  useEffect(() => {
    if (!needed) return;
    let current = true;
    fetchCalculator().then(
      (fetched) => {
        if (current) setCalculate(() => fetched);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
    // Each text typed asks again: after a failed fetch (offline) the next one retries it.
  }, [needed, body]);
  if (body === '') return EMPTY;
  return calculate === null ? null : calculate(body);
}
