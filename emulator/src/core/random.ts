const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/** Deterministic pseudo-random numbers (mulberry32), so seeds and generated SIDs repeat run after run. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A 32-bit unsigned integer. */
  nextUint32(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** `digits` lowercase hex digits. */
  hex(digits: number): string {
    let out = '';
    while (out.length < digits) {
      const n = this.nextUint32();
      out +=
        (HEX[n >>> 24] ?? '') +
        (HEX[(n >>> 16) & 255] ?? '') +
        (HEX[(n >>> 8) & 255] ?? '') +
        (HEX[n & 255] ?? '');
    }
    return out.length === digits ? out : out.slice(0, digits);
  }

  /** A Twilio-style SID: two-letter prefix + 32 hex digits. */
  sid(prefix: string): string {
    return prefix + this.hex(32);
  }
}
