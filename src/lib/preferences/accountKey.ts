/**
 * The one way to name what this browser keeps for an account (read markers, notification settings, and
 * what comes later) without the account SID in clear: `account.<hash>.<what>`. The hash is one-way and
 * synchronous, so reads stay synchronous; why FNV-1a and not SHA-256 is in docs/decisions/0046.
 */

const FNV_OFFSET_BASIS = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const LOW_64_BITS = (1n << 64n) - 1n;

/** FNV-1a, 64 bits, over the text's UTF-16 code units (an account SID is ASCII), as 16 hex digits. */
function fnv1a64(text: string): string {
  let hash = FNV_OFFSET_BASIS;
  for (let i = 0; i < text.length; i++) {
    hash ^= BigInt(text.charCodeAt(i));
    hash = (hash * FNV_PRIME) & LOW_64_BITS;
  }
  return hash.toString(16).padStart(16, '0');
}

// Read on every render that shows unread marks: the same few accounts, hashed once each.
const hashes = new Map<string, string>();

/** The storage key (without the app's prefix) for `what` of the account `accountSid`. */
export function accountKey(accountSid: string, what: string): string {
  return `${accountKeyPrefix(accountSid)}${what}`;
}

/** What every key of the account starts with: `account.<hash>.`. */
export function accountKeyPrefix(accountSid: string): string {
  let hash = hashes.get(accountSid);
  if (hash === undefined) {
    hash = fnv1a64(accountSid);
    hashes.set(accountSid, hash);
  }
  return `account.${hash}.`;
}
