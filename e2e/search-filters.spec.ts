/** Search and filters over the loaded messages (issue 11), in Chromium: keyboard use, counts, axe. */
import { expect, expectNoA11yViolations, shownNumber, openNumber, test } from './support/fixtures';
import { DEMO_CLINIC_NUMBER, DEMO_SHOP_NUMBER } from '../emulator/src/core/seed';

test.describe('search and filters', () => {
  test('a search narrows the list as it is typed and says how many match', async ({ page }) => {
    await openNumber(page, DEMO_SHOP_NUMBER);
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    // How many are loaded, as the list's first item says (only the cards near the screen render).
    const firstItem = page
      .getByRole('list', { name: `Messages from and to ${shownNumber(DEMO_SHOP_NUMBER)}` })
      .getByRole('listitem')
      .first();
    const total = Number(await firstItem.getAttribute('aria-setsize'));
    expect(total).toBeGreaterThan(0);

    await page.getByRole('searchbox', { name: 'Search messages' }).fill('bike');
    await expect(page.getByRole('status').filter({ hasText: /loaded messages? match/ })).toHaveText(
      new RegExp(`^\\d+ of ${total} loaded messages? match`),
    );
    for (const card of await cards.all()) await expect(card).toContainText(/bike/i);
    await expectNoA11yViolations(page, 'a search with matches');

    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect(firstItem).toHaveAttribute('aria-setsize', String(total));
  });

  test('the filters work from the keyboard, and the page stays axe-clean with them open', async ({
    page,
  }) => {
    await openNumber(page, DEMO_CLINIC_NUMBER);
    await expect(page.getByRole('article').first()).toBeVisible();
    const filters = page.getByRole('button', { name: 'Filters' });
    await filters.focus();
    await page.keyboard.press('Enter');
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Direction')).toBeFocused();
    await page.getByLabel('Direction').selectOption('outbound');
    await page.getByLabel('Status').selectOption('undelivered');
    // The list re-renders once the filter applies: wait until no card without the status is left.
    const cards = page.getByRole('article');
    await expect(page.getByRole('status').filter({ hasText: /loaded messages? match/ })).toBeVisible();
    await expect(cards.filter({ hasNotText: 'undelivered' })).toHaveCount(0);
    await expect(cards.first()).toContainText('undelivered');
    await expectNoA11yViolations(page, 'filters open, list filtered');
  });
});
