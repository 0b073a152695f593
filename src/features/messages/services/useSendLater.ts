import { useRef, useState } from 'react';
import { parseLocalDateTime, sendAtProblem } from '../../../lib/scheduledMessages/sendWindow';
import type { MessagingService } from '../../../lib/twilio/models';
import { SEND_NOW, type SendLater, type SendLaterFieldProps } from './sendLater';
import { useNumberService, type NumberService } from './useNumberService';

/** What a press of Send does with the time chosen. */
export type SendTiming =
  /** Send now, as before. */
  | { kind: 'now' }
  /** Schedule it through the number's service. */
  | { kind: 'later'; service: MessagingService; sendAtMs: number }
  /**
   * Not sent: the time is missing or outside Twilio's window (the field says why and has the focus), or
   * Send later was asked of a number that cannot schedule (the box says why).
   */
  | { kind: 'refused' };

export interface SendLaterState {
  numberService: NumberService;
  /** A press of Send schedules (or is refused for why it cannot): Send reads 'Schedule'. */
  asked: boolean;
  /** The props of the form's SendLaterField (its `disabled` is the form's). */
  field: Omit<SendLaterFieldProps, 'disabled'>;
  /** Judges the time at the press. */
  timing: () => SendTiming;
  /** After a send went out: the next one goes now unless asked again. */
  reset: () => void;
}

/**
 * Send later for a form that sends from `phoneNumber`: the Composer (a checkbox, offered once the number's
 * service is known) or a reply box (a toggle always there, so the box keeps its height).
 */
export function useSendLater(
  phoneNumber: string,
  enabled: boolean,
  toggle: SendLaterFieldProps['toggle'] = 'checkbox',
): SendLaterState {
  const numberService = useNumberService(phoneNumber, enabled);
  const [value, setValue] = useState<SendLater>(SEND_NOW);
  const [triedWithoutTime, setTriedWithoutTime] = useState(false);
  const timeRef = useRef<HTMLInputElement>(null);
  const scheduling = value.on && numberService.state === 'known' ? numberService.service : null;
  // A checkbox that is not offered (another number, in no service) asks nothing; a toggle pressed does.
  const asked = value.on && (toggle === 'button' || scheduling !== null);
  return {
    numberService,
    asked,
    field: {
      toggle,
      phoneNumber,
      numberService,
      value,
      onChange: setValue,
      showProblem: triedWithoutTime,
      timeRef,
    },
    timing: () => {
      if (!asked) return { kind: 'now' };
      if (scheduling === null) return { kind: 'refused' };
      const sendAtMs = parseLocalDateTime(value.at);
      if (sendAtMs === null || sendAtProblem(sendAtMs, Date.now()) !== null) {
        setTriedWithoutTime(true);
        timeRef.current?.focus();
        return { kind: 'refused' };
      }
      return { kind: 'later', service: scheduling, sendAtMs };
    },
    reset: () => {
      setValue(SEND_NOW);
      setTriedWithoutTime(false);
    },
  };
}
