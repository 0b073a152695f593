/**
 * A number's friendly name when it says something the number does not: 'Support line' does, while
 * Twilio's default, the number itself written nationally ('(415) 555-0100'), has no letter and would only
 * repeat it.
 */
export function shownFriendlyName(friendlyName: string | undefined): string | null {
  if (friendlyName === undefined) return null;
  const name = friendlyName.trim();
  return /\p{L}/u.test(name) ? name : null;
}
