/**
 * The Content Security Policy the build ships (issue 12, docs/decisions/0024-content-security-policy.md):
 * the meta tag on both pages, names this worker's own provider, refuses inline code and other hosts before
 * anything is sent, and leaves the 404 page's deep-link redirect and react-select's styles working. Every
 * other spec fails on a refusal it did not expect (the `context` fixture in support/fixtures.ts).
 */
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page, Request } from '@playwright/test';
import {
  appUrl,
  type CspViolation,
  chooseNumber,
  expect,
  expectCspViolations,
  numberPicker,
  requiredEnv,
  startSignedIn,
  test,
} from './support/fixtures';
import { DEMO_SHOP_NUMBER } from '../emulator/src/core/seed';

/** The meta tag's policy as directive name → sources. */
function directives(policy: string | null): Map<string, string[]> {
  expect(policy, 'a Content-Security-Policy meta tag').not.toBeNull();
  return new Map(
    (policy ?? '').split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/** The policy of the page's document, read from its meta tag, which must come first in <head> but for the charset. */
async function pagePolicy(page: Page): Promise<Map<string, string[]>> {
  const [first, second] = await page.evaluate(() =>
    [...document.head.children].slice(0, 2).map((element) => element.outerHTML),
  );
  expect(first).toMatch(/^<meta charset=/i);
  expect(second).toMatch(/^<meta http-equiv="Content-Security-Policy"/);
  return directives(await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content'));
}

function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Every request the context sends from now on to one of `hosts`. */
function requestsTo(page: Page, hosts: readonly string[]): Request[] {
  const sent: Request[] = [];
  page.context().on('request', (request) => {
    if (hosts.some((host) => request.url().startsWith(host))) sent.push(request);
  });
  return sent;
}

/** The deep-link fallback page as the GitHub Pages-like host serves it, for a route with no file. */
function pagesUrl(route: string): string {
  return new URL(route.replace(/^\/+/, ''), requiredEnv('E2E_PAGES_APP_URL')).href;
}

test.describe('Content Security Policy', () => {
  test("index.html carries the app's policy, naming this worker's own provider", async ({ page }) => {
    await page.goto(appUrl('/authentication'));
    const policy = await pagePolicy(page);
    // The suite builds once and retargets a copy per worker (scripts/stack/buildAndServe.ts): the policy
    // must follow the provider URL, or every call to this worker's emulator would be refused.
    const provider = new URL(requiredEnv('E2E_EMULATOR_URL')).origin;
    expect(Object.fromEntries(policy)).toEqual({
      'default-src': ["'none'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", sha256Source('')],
      'img-src': ["'self'", 'blob:', 'data:', provider, 'https://mms.twiliocdn.com'],
      'connect-src': ["'self'", provider, 'https://mms.twiliocdn.com'],
      'manifest-src': ["'self'"],
      'object-src': ["'none'"],
      'frame-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'none'"],
    });
  });

  test('404.html allows exactly its own inline script and style, by hash', async ({ page }) => {
    // Already redirected once: the page stays, so its policy and styles can be read.
    const response = await page.goto(pagesUrl('/no-such-page?deep-link=%2Fx'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    const policy = await pagePolicy(page);
    const inline = await page.evaluate(() => ({
      script: document.querySelector('script')?.textContent ?? '',
      style: document.querySelector('style')?.textContent ?? '',
    }));
    expect(Object.fromEntries(policy)).toEqual({
      'default-src': ["'none'"],
      'script-src': [sha256Source(inline.script)],
      'style-src': [sha256Source(inline.style)],
      'object-src': ["'none'"],
      'frame-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'none'"],
    });
    // Its own style applied (36rem wide), i.e. the hash matched the text the browser got.
    await expect(page.locator('body')).toHaveCSS('max-width', '576px');
  });

  test("404.html's own redirect still brings a deep link to its route", async ({ page }) => {
    const response = await page.goto(pagesUrl('/authentication-api-key'));
    // The host answered 404.html (whose policy the test above reads), and its script sent the browser on.
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(pagesUrl('/authentication-api-key'));
    await expect(page.getByLabel('API Secret', { exact: true })).toBeVisible();
  });

  test('an inline script or style put into the page is refused and reported', async ({ page }) => {
    await page.goto(appUrl('/authentication'));
    const effects = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.documentElement.dataset.injected = "ran";';
      document.head.append(script);
      // The empty style the policy allows (emotion's) stays empty: text added later is checked again.
      const style = document.createElement('style');
      document.head.append(style);
      const emptyAllowed = style.sheet !== null;
      style.textContent = 'body { visibility: hidden; }';
      return {
        ran: document.documentElement.dataset.injected ?? 'no',
        emptyAllowed,
        styled: style.sheet !== null,
      };
    });
    expect(effects).toEqual({ ran: 'no', emptyAllowed: true, styled: false });
    await expect(page.locator('body')).toHaveCSS('visibility', 'visible');
    const inlineRefusedBy = (directive: string) => (violation: CspViolation) =>
      violation.blocked === 'inline' && violation.directive.startsWith(directive);
    await expectCspViolations(page, inlineRefusedBy('script-src'));
    await expectCspViolations(page, inlineRefusedBy('style-src'));
    // Reported to the page itself too, where a report-collecting script would hear of it.
    for (const directive of ['script-src-elem', 'style-src-elem'])
      await expectCspViolations(
        page,
        (violation) => violation.seenBy === 'event' && violation.directive === directive,
      );
  });

  test('an image or a fetch to another host is refused before any request is sent', async ({ page }) => {
    // A real listener on loopback, to prove nothing reached it, and a host that does not exist.
    const hits: string[] = [];
    const listener = createServer((request, response) => {
      hits.push(request.url ?? '');
      response.end();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = listener.address() as AddressInfo;
      const hosts = [`http://127.0.0.1:${port}`, 'https://elsewhere.example.test'];
      expect((await fetch(`${hosts[0]}/listening`)).ok).toBe(true);
      hits.length = 0;
      const sent = requestsTo(page, hosts);

      await page.goto(appUrl('/authentication'));
      const outcomes = await page.evaluate(
        (targets) =>
          Promise.all(
            targets.flatMap((host) => [
              fetch(`${host}/collect`).then(
                () => 'fetched',
                () => 'refused',
              ),
              new Promise<string>((resolve) => {
                const image = new Image();
                image.onload = () => resolve('loaded');
                image.onerror = () => resolve('refused');
                image.src = `${host}/pixel.png`;
              }),
            ]),
          ),
        hosts,
      );
      expect(outcomes).toEqual(['refused', 'refused', 'refused', 'refused']);
      for (const host of hosts) {
        for (const [path, directive] of [
          ['/collect', 'connect-src'],
          ['/pixel.png', 'img-src'],
        ] as const)
          await expectCspViolations(
            page,
            (violation) => violation.blocked === `${host}${path}` && violation.directive === directive,
          );
      }
      expect(hits).toEqual([]);
      // Chromium lists a refused image among the page's requests (a refused fetch not at all), each failed
      // by the policy ('csp') before the network.
      await expect.poll(() => sent.length).toBeGreaterThan(0);
      await expect
        .poll(() =>
          sent.map((request) => `${request.url()} ${request.failure()?.errorText ?? 'not failed (yet)'}`),
        )
        .toEqual(sent.map((request) => `${request.url()} csp`));
    } finally {
      await new Promise((resolve) => listener.close(resolve));
    }
  });

  test("react-select's dropdown is styled under the policy: open, type, choose", async ({ page }) => {
    await startSignedIn(page);
    await page.goto(appUrl('/phone-numbers'));
    await expect(numberPicker(page)).toBeEnabled();
    // emotion's rules reach the page through insertRule into its empty <style>: the control lays out as a flex row.
    const control = page.locator('[class$="-control"]').first();
    await expect(control).toHaveCSS('display', 'flex');
    await chooseNumber(page, DEMO_SHOP_NUMBER);
    const emotionRules = await page.evaluate(() =>
      [...document.querySelectorAll('style[data-emotion]')].map((style) => ({
        text: style.textContent,
        rules: (style as HTMLStyleElement).sheet?.cssRules.length ?? -1,
      })),
    );
    expect(emotionRules.length).toBeGreaterThan(0);
    for (const sheet of emotionRules) {
      expect(sheet.text).toBe('');
      expect(sheet.rules).toBeGreaterThan(0);
    }
  });
});
