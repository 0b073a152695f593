/**
 * What the Twilio error codes a person meets on undelivered and failed messages mean, in a few plain
 * words of our own; Twilio's page for each code (`twilioErrorUrl`) has the whole story. A code not listed
 * here is shown with Twilio's own error_message and the same link.
 */

const MEANINGS: Readonly<Record<number, string>> = {
  // Carrier and handset (30xxx): the message left Twilio, or tried to.
  30001: 'Too many messages were waiting to go out from this number, so this one was dropped.',
  30002: 'The Twilio account was suspended, so the message was not sent.',
  30003: 'The phone could not be reached: switched off, out of coverage, or unable to take texts.',
  30004: 'The message was blocked: the recipient or their carrier does not accept it from this number.',
  30005: 'The number is unknown to its carrier or no longer in service.',
  30006: 'The number cannot take text messages (a landline, say) or its carrier cannot be reached.',
  30007: 'The carrier filtered the message, for example as spam or as unregistered traffic.',
  30008: 'The carrier did not deliver the message and gave no reason.',
  30009: 'Part of a long message did not arrive, so it could not be put back together.',
  30010: 'Sending the message would have cost more than the maximum price set for it.',
  30011: 'The receiving number cannot take picture messages (MMS) in its region.',
  30022: 'This number sent faster than its registration (US A2P 10DLC) allows.',
  30023: 'This number reached the daily message limit of its registration (US A2P 10DLC).',
  30024: 'The carrier has not approved the sender ID used for this destination.',
  30032: 'The toll-free number has not been verified, so carriers do not accept its messages.',
  30034: 'The number is not registered for US A2P 10DLC messaging, so US carriers block its messages.',
  30036: 'The message could not be delivered before its validity period ran out.',
  30410: 'The carrier took too long to answer, so the message was not delivered.',
  30450: "Twilio's SMS pumping protection blocked the message as likely fraud.",
  // Refused when sending (21xxx): the message never left Twilio.
  21211: "The 'To' number is not a valid phone number.",
  21408: "The account is not allowed to send to the 'To' number's country (Geo Permissions).",
  21602: 'The message had no body and no media.',
  21606: "The 'From' number cannot send messages to this destination.",
  21608: 'A trial account can send only to numbers it has verified.',
  21610: 'The recipient replied STOP: nothing can be sent to them from this number until they reply START.',
  21611: "Too many messages were already waiting to go out from the 'From' number.",
  21612: "The 'To' number cannot be reached by text from this number.",
  21614: "The 'To' number is not a mobile number, so it cannot take text messages.",
  21617: 'The message was longer than 1,600 characters.',
  // Messaging Services and scheduling.
  21703: 'The Messaging Service has no number that can send this message.',
  21705: 'The Messaging Service is not one of this account’s, or no longer exists.',
  30409: 'The message can no longer be canceled: it has been sent, or canceled already.',
  35111: 'A scheduled message needs a time to be sent at.',
  35114: 'Twilio schedules messages from 15 minutes to 35 days ahead, and this time is outside that.',
  35118: 'Only a message sent through a Messaging Service can be scheduled.',
};

/** What a person can do about the errors people meet most in the US, in our words. */
const NEXT_STEPS: Readonly<Record<number, string>> = {
  30003: 'Try again later; if it keeps failing, ask the person whether their phone can take texts.',
  30004: 'Only the recipient can lift the block: reach them another way, or stop texting this number.',
  30005: 'Check the number with the person, and take it off your lists if it is no longer in use.',
  30006: 'Text a mobile number instead: a landline cannot take text messages.',
  30007:
    "Make sure the number is registered (A2P 10DLC or toll-free verification) and the message follows carriers' rules: no link shorteners, who is writing, how to opt out.",
  30034:
    'Register the number in the Twilio Console (a brand and a campaign for A2P 10DLC), or send from a registered number.',
  21408: "Allow the country in the Twilio Console's Messaging Geo Permissions, then send again.",
  21610: 'Do not send again: wait until they text START, or reach them another way.',
  21614: 'Text a mobile number instead.',
  21703:
    "Add a number that can send SMS to the service's sender pool in the Twilio Console, or send from the number.",
  35114: 'Choose a time at least 15 minutes and at most 35 days from now, then schedule it again.',
};

/** What to do next about a Twilio error code, or null when this app has no advice for it. */
export function errorNextStep(code: number): string | null {
  return Object.hasOwn(NEXT_STEPS, code) ? (NEXT_STEPS[code] ?? null) : null;
}

/** Our short meaning of a Twilio error code, or null when this app does not know the code. */
export function deliveryErrorMeaning(code: number): string | null {
  return Object.hasOwn(MEANINGS, code) ? (MEANINGS[code] ?? null) : null;
}

/** Twilio's page about an error code. */
export function twilioErrorUrl(code: number): string {
  return `https://www.twilio.com/docs/api/errors/${code}`;
}
