/**
 * `npm start`: the offline demo. Starts the Twilio-compatible emulator and the Vite dev server with the
 * app pointed at the emulator, prints where to open the app and which demo credentials to sign in with,
 * and stops both on Ctrl-C.
 */
import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';
import { DEMO_ACCOUNT } from '../emulator/src/core/accounts';
import { startEmulatorServer, type RunningEmulator } from '../emulator/src/node/server';

const PREFERRED_EMULATOR_PORT = 4010;
const root = fileURLToPath(new URL('..', import.meta.url));

function isAddressInUse(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'EADDRINUSE';
}

async function startEmulator(): Promise<RunningEmulator> {
  try {
    return await startEmulatorServer({ port: PREFERRED_EMULATOR_PORT });
  } catch (error) {
    if (!isAddressInUse(error)) throw error;
    console.warn(`Port ${PREFERRED_EMULATOR_PORT} is busy; the emulator takes a free port instead.`);
    return startEmulatorServer({ port: 0 });
  }
}

async function main(): Promise<void> {
  const emulator = await startEmulator();
  let vite: ViteDevServer | null = null;

  let stopping = false;
  const stop = async (exitCode: number): Promise<void> => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the dev server and the emulator…');
    await Promise.allSettled([vite?.close(), emulator.close()]);
    process.exit(exitCode);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  try {
    // Vite reads VITE_* variables from the environment when the server is created.
    // The emulator serves the Messaging API's paths on the same port.
    process.env.VITE_TWILIO_API_URL = emulator.url;
    process.env.VITE_TWILIO_MESSAGING_API_URL = emulator.url;
    process.env.VITE_DEMO_CREDENTIALS = JSON.stringify({
      accountSid: DEMO_ACCOUNT.accountSid,
      authToken: DEMO_ACCOUNT.authToken,
      apiKeySid: DEMO_ACCOUNT.apiKeySid,
      apiKeySecret: DEMO_ACCOUNT.apiKeySecret,
    });
    vite = await createServer({ root, configFile: `${root}vite.config.ts` });
    await vite.listen();
  } catch (error) {
    console.error('The dev server could not start:', error);
    await stop(1);
    return;
  }

  const appUrl =
    vite.resolvedUrls?.local[0] ?? `http://localhost:${vite.config.server.port}${vite.config.base}`;
  console.log(
    [
      '',
      '  SMS Web Client demo',
      '',
      `  App:       ${appUrl}`,
      `  Emulator:  ${emulator.url}  (a Twilio-compatible API with demo data)`,
      '',
      '  Sign in with the demo account:',
      `    Account SID  ${DEMO_ACCOUNT.accountSid}`,
      `    Auth Token   ${DEMO_ACCOUNT.authToken}`,
      `    API Key      ${DEMO_ACCOUNT.apiKeySid}`,
      `    API Secret   ${DEMO_ACCOUNT.apiKeySecret}`,
      '',
      '  Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
