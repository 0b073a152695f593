import type { Ref } from 'react';
import type { NumberService } from './useNumberService';

/** What the person chose: send now, or at the time typed (a `datetime-local` value). */
export interface SendLater {
  on: boolean;
  at: string;
}

export const SEND_NOW: SendLater = { on: false, at: '' };

export interface SendLaterFieldProps {
  phoneNumber: string;
  numberService: NumberService;
  value: SendLater;
  onChange: (value: SendLater) => void;
  /** Send was pressed without a time: the field asks for one, in red. */
  showProblem: boolean;
  disabled: boolean;
  /** Given the time field, to put the focus there when a send is refused for its time. */
  timeRef: Ref<HTMLInputElement>;
  /**
   * 'checkbox' (the Composer); 'button', a toggle that takes no room until pressed (a reply box, under a
   * thread), and says why a number in no service cannot schedule only then.
   */
  toggle?: 'checkbox' | 'button';
}
