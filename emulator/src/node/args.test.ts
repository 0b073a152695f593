import { describe, expect, it } from 'vitest';
import { parseArgs } from './args';

describe('CLI arguments', () => {
  it('defaults to port 4010 and the built-in options', () => {
    expect(parseArgs([])).toEqual({ port: 4010, options: {}, help: false });
  });

  it('reads --port in both spellings', () => {
    expect(parseArgs(['--port', '5000']).port).toBe(5000);
    expect(parseArgs(['--port=0']).port).toBe(0);
    expect(() => parseArgs(['--port', 'abc'])).toThrow(/--port/);
    expect(() => parseArgs(['--port', '70000'])).toThrow(/--port/);
  });

  it('makes --numbers/--messages imply the large seed', () => {
    expect(parseArgs(['--numbers', '2000', '--messages', '20000']).options.seed).toEqual({
      kind: 'large',
      numbers: 2000,
      smsNumbers: 2000,
      messages: 20000,
    });
    expect(
      parseArgs(['--seed', 'large', '--numbers', '10', '--sms-numbers', '3']).options.seed,
    ).toMatchObject({
      numbers: 10,
      smsNumbers: 3,
    });
    expect(parseArgs(['--seed', 'empty']).options.seed).toEqual({ kind: 'empty' });
    expect(() => parseArgs(['--seed', 'huge'])).toThrow(/seed kind/);
  });

  it('reads media auth and every fault', () => {
    const config = parseArgs([
      '--media-auth',
      'off',
      '--latency',
      '200',
      '--jitter=50',
      '--error-rate',
      '0.1',
      '--max-in-flight',
      '4',
      '--drop-rate',
      '0.05',
      '--truncate-rate',
      '0.02',
    ]);
    expect(config.options.mediaAuth).toBe(false);
    expect(config.options.faults).toEqual({
      latencyMs: 200,
      jitterMs: 50,
      errorRate: 0.1,
      maxInFlight: 4,
      dropRate: 0.05,
      truncateRate: 0.02,
    });
    expect(parseArgs(['--lost-answer-rate', '0.5']).options.faults).toEqual({ lostAnswerRate: 0.5 });
    expect(parseArgs(['--fault-seed', '42', '--drop-rate=0.3']).options.faults).toEqual({
      faultSeed: 42,
      dropRate: 0.3,
    });
    expect(parseArgs(['--fault-request', '/Media', '--error-rate', '1']).options.faults).toEqual({
      faultRequestContains: '/Media',
      errorRate: 1,
    });
    expect(() => parseArgs(['--fault-seed', '1.5'])).toThrow(/faultSeed/);
    expect(() => parseArgs(['--error-rate', '1.5'])).toThrow(/errorRate/);
    expect(() => parseArgs(['--media-auth', 'maybe'])).toThrow(/media-auth/);
  });

  it('reads the status clock delays and keeps them in order', () => {
    expect(
      parseArgs(['--sending-ms', '10', '--sent-ms', '20', '--delivered-ms', '30']).options.statusDelaysMs,
    ).toEqual({ sending: 10, sent: 20, delivered: 30 });
    expect(() => parseArgs(['--sent-ms', '99999'])).toThrow(/rise/);
  });

  it('rejects unknown flags and recognises --help', () => {
    expect(() => parseArgs(['--frobnicate'])).toThrow(/unknown flag/);
    expect(parseArgs(['--help']).help).toBe(true);
  });
});
