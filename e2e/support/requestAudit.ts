/**
 * Where a browser context's requests go (issue 12): every request of every page, worker and popup is
 * recorded, and each must go to the app, to the provider, or to a media redirect target the provider
 * itself issued (on Twilio, a signed mms.twiliocdn.com URL; in the emulator, its own /cdn/…). Only that
 * exact URL is allowed, not its host: a hostile answer must not open a door to anything else there.
 * `data:` and `blob:` URLs stay inside the browser.
 *
 * A request the page's own Content Security Policy refused (Chromium reports it as failed with 'csp') never
 * left the browser: it is listed apart, not as an offence. The CSP checks in fixtures.ts already fail a
 * test on any refusal it did not expect, so each such attempt is still accounted for once.
 */
import type { BrowserContext, Request, Response } from '@playwright/test';
import { appUrl, expect, requiredEnv } from './fixtures';

export interface AuditedRequest {
  url: string;
  method: string;
  resourceType: string;
  /** Why it failed (blocked, refused, aborted), when it did. */
  failure?: string;
}

export interface RequestAudit {
  /** Every request so far, in the order they were made. */
  readonly requests: readonly AuditedRequest[];
  /** The requests that went somewhere other than the app, the provider or a redirect it issued. */
  offenders(): Promise<AuditedRequest[]>;
  /** Requests elsewhere that the page's Content Security Policy refused before they were sent. */
  refusedByPolicy(): Promise<AuditedRequest[]>;
  /**
   * Fails, listing each offending request, when any request went elsewhere. A refusal by the policy is
   * reported a moment after the request itself: the check is retried briefly before it fails.
   */
  expectOnlyAppAndProvider(): Promise<void>;
}

const IN_BROWSER = new Set(['data:', 'blob:']);

const REFUSED_BY_POLICY = 'csp';

/** Starts recording the requests of `context`, of every page it has and will have. */
export function auditRequests(context: BrowserContext): RequestAudit {
  const providerOrigin = new URL(requiredEnv('E2E_EMULATOR_URL')).origin;
  const allowedOrigins = new Set([new URL(appUrl('/')).origin, providerOrigin]);
  const requests: AuditedRequest[] = [];
  const byRequest = new Map<Request, AuditedRequest>();
  const redirectTargets = new Set<string>();
  // Redirect answers are read as they come (their headers are fetched from the browser), and awaited
  // before judging. One that cannot be read (its page closed) allows nothing: its target then offends.
  const reading: Promise<void>[] = [];
  const read = (work: Promise<void>) => reading.push(work.catch(() => undefined));

  const noteRedirect = async (response: Response | null): Promise<void> => {
    if (!response || response.status() < 300 || response.status() > 399) return;
    if (new URL(response.url()).origin !== providerOrigin) return;
    const location = await response.headerValue('location');
    if (location) redirectTargets.add(new URL(location, response.url()).href);
  };

  context.on('request', (request) => {
    const entry = { url: request.url(), method: request.method(), resourceType: request.resourceType() };
    requests.push(entry);
    byRequest.set(request, entry);
    const previous = request.redirectedFrom();
    if (previous) read(previous.response().then(noteRedirect));
  });
  context.on('response', (response) => read(noteRedirect(response)));
  context.on('requestfailed', (request) => {
    const entry = byRequest.get(request);
    const failure = request.failure()?.errorText ?? 'failed';
    if (entry) entry.failure = failure;
    else
      requests.push({
        url: request.url(),
        method: request.method(),
        resourceType: request.resourceType(),
        failure,
      });
  });

  const allowed = (url: string): boolean => {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return false;
    }
    if (IN_BROWSER.has(parsed.protocol)) return true;
    return allowedOrigins.has(parsed.origin) || redirectTargets.has(parsed.href);
  };

  const elsewhere = async (): Promise<AuditedRequest[]> => {
    // Reads may be added while others settle; wait until none is left.
    for (let settled = 0; settled < reading.length;) {
      const batch = reading.slice(settled);
      settled = reading.length;
      await Promise.all(batch);
    }
    return requests.filter((request) => !allowed(request.url));
  };
  const offenders = async () =>
    (await elsewhere()).filter((request) => request.failure !== REFUSED_BY_POLICY);
  const refusedByPolicy = async () =>
    (await elsewhere()).filter((request) => request.failure === REFUSED_BY_POLICY);

  return {
    requests,
    offenders,
    refusedByPolicy,
    async expectOnlyAppAndProvider() {
      const listed = async () =>
        (await offenders()).map(
          (request) =>
            `${request.method} ${request.url} (${request.resourceType}${request.failure ? `, ${request.failure}` : ''})`,
        );
      await expect
        .poll(listed, {
          message: `requests to a host other than the app (${[...allowedOrigins].join(', ')}) or a provider redirect`,
          timeout: 2_000,
        })
        .toEqual([]);
    },
  };
}
