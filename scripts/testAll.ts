/**
 * `npm test`: the unit suite and the browser suite side by side. The unit suite is CPU-bound and the
 * browser suite mostly waits (for live-update intervals, the status clock, the browser), so on the
 * project's 2-core machines running them together takes about as long as the longer one instead of
 * both. Vitest gets one worker, leaving the other core to Chromium. Each suite's output is printed
 * whole when it ends, so logs never interleave; the run fails if either fails.
 */
import { spawn } from 'node:child_process';

interface Suite {
  name: string;
  args: string[];
}

const SUITES: Suite[] = [
  { name: 'unit', args: ['vitest', 'run', '--maxWorkers=1'] },
  { name: 'e2e', args: ['playwright', 'test'] },
];

function run({
  name,
  args,
}: Suite): Promise<{ name: string; code: number; output: string; seconds: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npx', args, { env: { ...process.env, FORCE_COLOR: '0' } });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (code, signal) => {
      resolve({
        name,
        code: code ?? (signal ? 1 : 0),
        output: Buffer.concat(chunks).toString('utf8'),
        seconds: Math.round((Date.now() - started) / 1000),
      });
    });
  });
}

const pending = SUITES.map(async (suite) => {
  const result = await run(suite);
  process.stdout.write(`\n== ${result.name} (${result.seconds} s, exit ${result.code})\n${result.output}`);
  return result;
});
const results = await Promise.all(pending);
const failed = results.filter((result) => result.code !== 0).map((result) => result.name);
if (failed.length > 0) {
  process.stdout.write(`\nFailed: ${failed.join(', ')}\n`);
  process.exit(1);
}
