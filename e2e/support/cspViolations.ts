/**
 * The Content Security Policy refusals of a browser context, recorded for the suite's `test` (which fails
 * on any its test did not expect) and for a test's second context (inAnotherContext).
 */
import { expect, type Browser, type BrowserContext, type ConsoleMessage, type Page } from '@playwright/test';

/** One refusal by the Content Security Policy, as a page reported it. */
export interface CspViolation {
  /** 'event': the page's `securitypolicyviolation` event; 'console': Chromium's line about it. */
  seenBy: 'event' | 'console';
  /** The directive that refused, e.g. 'img-src' (a console line names the one it fell back to). */
  directive: string;
  /** What was refused: a URL, or 'inline' / 'eval' for code in the page. */
  blocked: string;
  /** The page's address. */
  page: string;
  text: string;
}

/** A context's refusals, and the matchers of those its test expects (expectCspViolations). */
export interface CspRecord {
  violations: CspViolation[];
  expected: Array<(violation: CspViolation) => boolean>;
}

const recordsByContext = new WeakMap<BrowserContext, CspRecord>();
const REPORT_BINDING = '__e2eReportCspViolation';

/**
 * Chromium's console line for a refusal, in either wording it has used: "Refused to load the image 'http://…'
 * because it violates the following Content Security Policy directive: "img-src …"" and "Loading the image
 * 'http://…' violates the following Content Security Policy directive 'img-src …'".
 */
function violationFromConsole(message: ConsoleMessage): CspViolation | null {
  const text = message.text();
  const match =
    /^(.*?) (?:because it )?violates the following Content Security Policy directive:? ["']([a-z-]+)/s.exec(
      text,
    );
  if (match === null) return null;
  const [, what = '', directive = 'unknown'] = match;
  const blocked = /\binline\b/.test(what)
    ? 'inline'
    : /\beval\b|string as JavaScript/.test(what)
      ? 'eval'
      : (/'([^']+)'/.exec(what)?.[1] ?? 'unknown');
  return { seenBy: 'console', directive, blocked, page: message.page()?.url() ?? '', text };
}

/**
 * Records every CSP refusal in every page of `context`, across navigations: each page's
 * `securitypolicyviolation` events (reported through a binding, which outlives the page) and Chromium's
 * console lines about them (which still come when an event is missed, e.g. in a page that went away).
 */
export async function recordCspViolations(context: BrowserContext): Promise<CspRecord> {
  const record: CspRecord = { violations: [], expected: [] };
  const { violations } = record;
  recordsByContext.set(context, record);
  await context.exposeBinding(REPORT_BINDING, ({ page }, report: { directive: string; blocked: string }) => {
    violations.push({
      seenBy: 'event',
      directive: report.directive,
      blocked: report.blocked,
      page: page.url(),
      text: `${report.directive} refused ${report.blocked}`,
    });
  });
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (report: object) => void>)[binding];
      report?.({ directive: event.effectiveDirective, blocked: event.blockedURI });
    });
  }, REPORT_BINDING);
  context.on('console', (message) => {
    const violation = violationFromConsole(message);
    if (violation !== null) violations.push(violation);
  });
  return record;
}

/**
 * For a test that provokes a refusal on purpose: waits until a page of the context has reported one that
 * `matches`, and lets every refusal that matches pass for the rest of the test (reports come by event
 * and by console line, in no set order), so only unexpected refusals fail it. Returns those seen so far.
 */
export async function expectCspViolations(
  page: Page,
  matches: (violation: CspViolation) => boolean,
): Promise<CspViolation[]> {
  const record = recordsByContext.get(page.context());
  if (record === undefined) throw new Error("this page's context does not record CSP violations");
  record.expected.push(matches);
  await expect
    .poll(() => record.violations.some(matches), {
      message: 'the expected Content Security Policy violation was reported',
    })
    .toBe(true);
  return record.violations.filter(matches);
}

export function expectNoUnexpectedCspViolations({ violations, expected }: CspRecord): void {
  const unexpected = violations.filter((violation) => !expected.some((matches) => matches(violation)));
  expect(unexpected, 'Content Security Policy violations').toEqual([]);
}

/**
 * A second browser context for a test (a fresh visit, another person), watched for CSP refusals as the
 * test's own context is; closed after `run`, which fails on a refusal it did not expect.
 */
export async function inAnotherContext(
  browser: Browser,
  run: (context: BrowserContext) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext();
  try {
    const record = await recordCspViolations(context);
    await run(context);
    expectNoUnexpectedCspViolations(record);
  } finally {
    await context.close();
  }
}
