/**
 * The request audit's own tests (e2e/support/requestAudit.ts): it passes a journey that talks only to the
 * app and the provider, and fails, naming the URL, when anything goes elsewhere — from any page of the
 * context, answered or not — or to a URL on a redirect target's host that the provider did not issue.
 * The stray requests are made from a blank page of the same context: in the app's pages its Content
 * Security Policy refuses them before they are sent, which the audit lists apart.
 */
import { expect, expectCspViolations, openNumber, requiredEnv, test } from './support/fixtures';
import { auditRequests } from './support/requestAudit';

test.describe('request audit', () => {
  test('passes the app and the provider; names a request to any other host, answered or failed', async ({
    page,
    context,
  }) => {
    const audit = auditRequests(context);
    await openNumber(page);
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(audit.requests.length).toBeGreaterThan(3);
    await audit.expectOnlyAppAndProvider();

    // Another origin that answers (the emulator's server named localhost), and one that cannot.
    const elsewhere = `${requiredEnv('E2E_EMULATOR_URL').replace('127.0.0.1', 'localhost')}/stray`;
    const blank = await context.newPage();
    await blank.evaluate(async (url) => {
      await fetch(url, { mode: 'no-cors' });
      await fetch('http://127.0.0.1:1/stray', { mode: 'no-cors' }).catch(() => null);
    }, elsewhere);
    await expect
      .poll(async () => (await audit.offenders()).map((request) => request.url))
      .toEqual([elsewhere, 'http://127.0.0.1:1/stray']);
    expect((await audit.offenders())[1]?.failure).toBeTruthy();
    await expect(audit.expectOnlyAppAndProvider()).rejects.toThrow(/GET http:\/\/127\.0\.0\.1:1\/stray/);
  });

  test('a request the app’s policy refused never left: listed apart, not an offence', async ({
    page,
    context,
  }) => {
    const audit = auditRequests(context);
    await openNumber(page);
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.evaluate(() => void (new Image().src = 'https://evil.example/refused.png'));
    await expectCspViolations(page, (violation) => violation.blocked === 'https://evil.example/refused.png');
    await expect
      .poll(async () => (await audit.refusedByPolicy()).map((request) => request.url))
      .toEqual(['https://evil.example/refused.png']);
    await audit.expectOnlyAppAndProvider();
  });

  test('allows exactly the URL a provider redirect names, not others on its host', async ({ context }) => {
    const provider = requiredEnv('E2E_EMULATOR_URL');
    // Another origin that needs no name lookup: the emulator's server under the name localhost.
    const cdn = provider.replace('127.0.0.1', 'localhost');
    expect(new URL(cdn).origin).not.toBe(new URL(provider).origin);
    const signed = `${cdn}/signed/ME1?Expires=1&Signature=abc`;
    const audit = auditRequests(context);
    const page = await context.newPage();
    // The real case: the provider's media URL redirects to a signed URL on another host (the CDN).
    await page.route(`${provider}/media-redirect`, (route) =>
      route.fulfill({ status: 307, headers: { Location: signed } }),
    );

    await page.goto(`${provider}/media-redirect`);
    expect(page.url()).toBe(signed);
    await audit.expectOnlyAppAndProvider();

    await page.goto(`${cdn}/anything-else.png`);
    await expect(audit.expectOnlyAppAndProvider()).rejects.toThrow(/localhost:\d+\/anything-else\.png/);
    expect((await audit.offenders()).map((request) => request.url)).toEqual([`${cdn}/anything-else.png`]);
  });
});
