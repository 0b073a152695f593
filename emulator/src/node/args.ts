/** Command-line flags of `npm run emulator`, parsed into server and emulator options. */
import type { EmulatorOptions, FaultSettings } from '../core/emulator';
import { validateFaults, validateSeed } from '../core/validation';
import { DEFAULT_PORT } from './server';

export interface CliConfig {
  port: number;
  options: EmulatorOptions;
  help: boolean;
}

export const USAGE = `Usage: npm run emulator -- [flags]

  --port N                 port on 127.0.0.1 (default ${DEFAULT_PORT}; 0 picks a free one)
  --seed demo|empty|large  initial data (default demo)
  --numbers N              large seed: incoming numbers (default 2000; implies --seed large)
  --sms-numbers N          large seed: how many of them are SMS-capable (default: all)
  --messages N             large seed: messages on the first SMS number (default 20000; implies --seed large)
  --random-seed N          large seed: PRNG seed (default 1)
  --media-auth on|off      whether media bytes need basic auth (default on, as Twilio enforces)
  --latency MS             added to every API answer
  --jitter MS              random extra latency, up to MS
  --error-rate R           0..1 share of answers replaced by 500/503
  --max-in-flight N        more concurrent requests than N get 429 (code 20429)
  --drop-rate R            0..1 share of connections dropped
  --truncate-rate R        0..1 share of JSON bodies cut in half
  --lost-answer-rate R     0..1 share of requests carried out whose answer is then dropped
  --fault-seed N           seed of the fault draws: the same seed replays the same faults (default 1)
  --fault-request TEXT     the faults above strike only requests whose 'METHOD /path' contains TEXT
  --sending-ms MS, --sent-ms MS, --delivered-ms MS
                           status clock: time after creation of each step (default 1000, 2500, 5000)
  --help                   this text`;

function number(flag: string, value: string | undefined): number {
  const n = Number(value);
  if (value === undefined || value.trim() === '' || !Number.isFinite(n))
    throw new Error(`${flag} needs a number`);
  return n;
}

export function parseArgs(argv: readonly string[]): CliConfig {
  const config: CliConfig = { port: DEFAULT_PORT, options: {}, help: false };
  const faults: Partial<Record<keyof FaultSettings, unknown>> = {};
  const large: Record<string, number> = {};
  let seedKind: string | undefined;
  const delays = { sending: 1000, sent: 2500, delivered: 5000 };
  let delaysSet = false;

  for (let i = 0; i < argv.length; i++) {
    const raw = argv[i] ?? '';
    const eq = raw.indexOf('=');
    const flag = eq >= 0 ? raw.slice(0, eq) : raw;
    const take = (): string | undefined => (eq >= 0 ? raw.slice(eq + 1) : argv[++i]);
    switch (flag) {
      case '--help':
      case '-h':
        config.help = true;
        break;
      case '--port': {
        const port = number(flag, take());
        if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error('--port must be 0–65535');
        config.port = port;
        break;
      }
      case '--seed':
        seedKind = take();
        break;
      case '--numbers':
        large.numbers = number(flag, take());
        break;
      case '--sms-numbers':
        large.smsNumbers = number(flag, take());
        break;
      case '--messages':
        large.messages = number(flag, take());
        break;
      case '--random-seed':
        large.randomSeed = number(flag, take());
        break;
      case '--media-auth': {
        const value = take();
        if (value !== 'on' && value !== 'off') throw new Error('--media-auth must be on or off');
        config.options.mediaAuth = value === 'on';
        break;
      }
      case '--latency':
        faults.latencyMs = number(flag, take());
        break;
      case '--jitter':
        faults.jitterMs = number(flag, take());
        break;
      case '--error-rate':
        faults.errorRate = number(flag, take());
        break;
      case '--max-in-flight':
        faults.maxInFlight = number(flag, take());
        break;
      case '--drop-rate':
        faults.dropRate = number(flag, take());
        break;
      case '--truncate-rate':
        faults.truncateRate = number(flag, take());
        break;
      case '--lost-answer-rate':
        faults.lostAnswerRate = number(flag, take());
        break;
      case '--fault-seed':
        faults.faultSeed = number(flag, take());
        break;
      case '--fault-request':
        faults.faultRequestContains = take();
        break;
      case '--sending-ms':
      case '--sent-ms':
      case '--delivered-ms':
        delays[flag.slice(2, -3) as keyof typeof delays] = number(flag, take());
        delaysSet = true;
        break;
      default:
        throw new Error(`unknown flag ${raw}`);
    }
  }
  if (Object.keys(large).length > 0 && seedKind === undefined) seedKind = 'large';
  if (seedKind !== undefined) config.options.seed = validateSeed({ kind: seedKind, ...large });
  const checked = validateFaults(faults);
  if (Object.keys(checked).length > 0) config.options.faults = checked;
  if (delaysSet) {
    if (!(delays.sending <= delays.sent && delays.sent <= delays.delivered))
      throw new Error('status delays must rise: sending <= sent <= delivered');
    config.options.statusDelaysMs = delays;
  }
  return config;
}
