/**
 * The sender against random fault schedules: answers lost before or after Twilio took the message, 5xx,
 * 429 bursts, refusals, checks that fail, pauses, resumes and a cancel at any point. Whatever happens,
 * nobody gets two messages, and every recipient ends sent, failed, unknown or cancelled, matching what the
 * account holds.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BulkSender,
  type AttemptResult,
  type BulkRecipient,
  type CheckResult,
  type SenderPort,
} from './bulkSender';

type SendFault = 'ok' | 'lost-after' | 'lost-before' | '5xx-after' | '429' | 'refused' | 'stop';
type Interruption = 'none' | 'pause' | 'cancel';

const sendFault = fc.constantFrom<SendFault>(
  'ok',
  'ok',
  'lost-after',
  'lost-before',
  '5xx-after',
  '429',
  'refused',
  'stop',
);

const schedule = fc.record({
  recipients: fc.integer({ min: 1, max: 12 }),
  sends: fc.array(sendFault, { minLength: 1, maxLength: 60 }),
  checks: fc.array(fc.boolean(), { minLength: 1, maxLength: 30 }),
  interruptions: fc.array(fc.constantFrom<Interruption>('none', 'none', 'none', 'none', 'pause', 'cancel'), {
    minLength: 1,
    maxLength: 40,
  }),
});

describe('BulkSender under random faults', () => {
  it('sends at most one message per recipient and accounts for every one', async () => {
    await fc.assert(
      fc.asyncProperty(schedule, async ({ recipients: count, sends, checks, interruptions }) => {
        const recipients: BulkRecipient[] = Array.from({ length: count }, (_, index) => ({
          to: `+1415555${String(index).padStart(4, '0')}`,
          body: `Hello ${index}`,
        }));
        const account: { to: string; body: string; at: number }[] = [];
        let clock = 0;
        let sendTurn = 0;
        let checkTurn = 0;
        let waitTurn = 0;
        let sender: BulkSender | null = null;
        const take = <T>(list: readonly T[], turn: number): T => list[turn % list.length]!;

        const port: SenderPort = {
          async send(recipient): Promise<AttemptResult> {
            await Promise.resolve();
            const fault = take(sends, sendTurn++);
            const accept = () => account.push({ ...recipient, at: clock });
            switch (fault) {
              case 'ok':
                accept();
                return { kind: 'sent', sid: `SM${account.length}` };
              case 'lost-after':
              case '5xx-after':
                accept();
                return { kind: 'uncertain', reason: fault };
              case 'lost-before':
                return { kind: 'uncertain', reason: fault };
              case '429':
                return { kind: 'rate-limited' };
              case 'stop':
                return { kind: 'stop', reason: 'Error 20003: Authenticate' };
              default:
                return { kind: 'refused', reason: 'Error 21211' };
            }
          },
          async findSent(recipient, since): Promise<CheckResult> {
            await Promise.resolve();
            if (!take(checks, checkTurn++)) return { kind: 'unknown' };
            const index = account.findIndex(
              (message) =>
                message.to === recipient.to && message.body === recipient.body && message.at >= since,
            );
            return index < 0 ? { kind: 'absent' } : { kind: 'found', sid: `SM${index + 1}` };
          },
          async wait(ms, signal) {
            clock += ms;
            const interruption = take(interruptions, waitTurn++);
            if (interruption === 'pause') sender?.pause();
            if (interruption === 'cancel' && waitTurn > interruptions.length) sender?.cancel();
            if (!signal.aborted) await Promise.resolve();
          },
          now: () => clock,
        };

        sender = new BulkSender(recipients, port, 1000);
        // Resumed after every pause (a 429 storm pauses the run too), a bounded number of times; then
        // cancelled, as a person would after waiting long enough.
        for (let round = 0; round < 50; round++) {
          await sender.start();
          const { phase } = sender.getSnapshot();
          if (phase === 'done' || phase === 'cancelled') break;
          expect(phase).toBe('paused');
        }
        sender.cancel();
        const { phase, states, sent, failed, unknown, cancelled, left } = sender.getSnapshot();
        expect(['done', 'cancelled']).toContain(phase);
        expect(left).toBe(0);
        expect(sent + failed + unknown + cancelled).toBe(count);
        recipients.forEach((recipient, index) => {
          const received = account.filter((message) => message.to === recipient.to).length;
          const state = states[index]!;
          expect(received).toBeLessThanOrEqual(1);
          if (state.kind === 'sent') expect(received).toBe(1);
          if (state.kind === 'failed' || state.kind === 'cancelled') expect(received).toBe(0);
          expect(['waiting', 'unsure']).not.toContain(state.kind);
        });
      }),
      { numRuns: 300 },
    );
  });
});
