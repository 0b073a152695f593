import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { followColorMode } from '../lib/preferences/colorMode';
import { demo, renderApp } from '../test/render';
import { fakeSystemColorScheme } from '../test/systemColorScheme';

const html = document.documentElement;

function themeChoice() {
  return within(screen.getByRole('banner')).getByRole('radiogroup', { name: 'Theme' });
}

function mode(name: 'System' | 'Light' | 'Dark') {
  return within(themeChoice()).getByRole('radio', { name });
}

let stop: () => void = () => undefined;
// As main.tsx does before it renders the app.
function startApp(options: Parameters<typeof renderApp>[0]) {
  stop = followColorMode();
  return renderApp(options);
}

afterEach(() => {
  stop();
  html.removeAttribute('data-bs-theme');
});

describe('the header’s theme choice', () => {
  describe('on a system set to light', () => {
    beforeEach(() => {
      fakeSystemColorScheme(false);
    });

    it('follows the system at first, and offers System, Light and Dark', () => {
      startApp({ path: '/' });
      expect(
        within(themeChoice())
          .getAllByRole('radio')
          .map((radio) => radio.getAttribute('value')),
      ).toEqual(['system', 'light', 'dark']);
      expect(mode('System')).toBeChecked();
      expect(html).toHaveAttribute('data-bs-theme', 'light');
    });

    it('switches to dark at once, and remembers it on the next visit', async () => {
      const { user, unmount } = startApp({ path: '/authentication-token' });
      await user.click(mode('Dark'));
      expect(mode('Dark')).toBeChecked();
      expect(html).toHaveAttribute('data-bs-theme', 'dark');
      // The spec's header is unchanged beside it.
      expect(screen.getByRole('link', { name: 'Authentication' })).toHaveAttribute('aria-current', 'page');

      unmount();
      stop();
      html.removeAttribute('data-bs-theme');
      startApp({ path: '/authentication-token' });
      expect(mode('Dark')).toBeChecked();
      expect(html).toHaveAttribute('data-bs-theme', 'dark');
    });

    it('is one stop for Tab, and the arrow keys change the mode', async () => {
      const { user } = startApp({ path: '/' });
      // Beside the product title, next in the tab order after it.
      screen.getByRole('link', { name: 'SMS Web Client' }).focus();
      await user.tab();
      expect(mode('System')).toHaveFocus();
      await user.keyboard('{ArrowRight}');
      expect(mode('Light')).toBeChecked();
      await user.keyboard('{ArrowRight}');
      expect(mode('Dark')).toBeChecked();
      expect(html).toHaveAttribute('data-bs-theme', 'dark');
      await user.tab();
      expect(themeChoice()).not.toContainElement(document.activeElement as HTMLElement);
    });
  });

  it('on a system set to dark, Light keeps the page light even when the system changes', async () => {
    const system = fakeSystemColorScheme(true);
    const { user } = startApp({ path: '/' });
    expect(html).toHaveAttribute('data-bs-theme', 'dark');
    await user.click(mode('Light'));
    expect(html).toHaveAttribute('data-bs-theme', 'light');
    system.set(false);
    system.set(true);
    expect(html).toHaveAttribute('data-bs-theme', 'light');
    await user.click(mode('System'));
    expect(html).toHaveAttribute('data-bs-theme', 'dark');
  });

  it('keeps the theme with the preferences in localStorage, and nothing of the account', async () => {
    fakeSystemColorScheme(false);
    const { user } = startApp({ path: '/authentication', signedIn: 'auth-token' });
    await user.click(mode('Dark'));
    expect(Object.keys(localStorage)).toEqual(['sms-web-client.preferences']);
    const stored = localStorage.getItem('sms-web-client.preferences') ?? '';
    expect(JSON.parse(stored)).toMatchObject({ colorMode: 'dark' });
    expect(stored).not.toContain(demo.account.accountSid);
    expect(stored).not.toContain(demo.account.authToken);
  });
});
