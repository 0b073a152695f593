/** `npm run emulator [-- flags]`: serves the Twilio-compatible emulator on 127.0.0.1 and prints how to use it. */
import { DEMO_ACCOUNT } from './src/core/accounts';
import { parseArgs, USAGE } from './src/node/args';
import { startEmulatorServer } from './src/node/server';

async function main(): Promise<void> {
  let config;
  try {
    config = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    process.exit(2);
  }
  if (config.help) {
    console.log(USAGE);
    return;
  }
  const running = await startEmulatorServer({ port: config.port, options: config.options });
  const seed = config.options.seed ?? { kind: 'demo' };
  console.log(`Twilio emulator listening on ${running.url}
  API base URL:  ${running.url}/2010-04-01/Accounts/${DEMO_ACCOUNT.accountSid}/
  Control:       ${running.url}/__emulator/ (reset, seed, faults, media-auth, hold, inbound, messages;
                 JSON POSTs from this machine only, no web pages)
  Seed:          ${seed.kind}${seed.kind === 'large' ? ` (${seed.numbers} numbers, ${seed.smsNumbers} SMS, ${seed.messages} messages)` : ''}
  Media auth:    ${config.options.mediaAuth === false ? 'off' : 'on'}

Demo account credentials:
  Account SID:   ${DEMO_ACCOUNT.accountSid}
  Auth Token:    ${DEMO_ACCOUNT.authToken}
  API key SID:   ${DEMO_ACCOUNT.apiKeySid}
  API secret:    ${DEMO_ACCOUNT.apiKeySecret}`);
  const stop = (): void => {
    void running.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
