import { afterEach, describe, expect, it } from 'vitest';
import { initTagManager, pushToDataLayer } from './tagManager';

function gtmScripts(): HTMLScriptElement[] {
  return [...document.querySelectorAll<HTMLScriptElement>('script[src*="googletagmanager.com"]')];
}

afterEach(() => {
  for (const script of gtmScripts()) script.remove();
  delete window.dataLayer;
});

describe('initTagManager', () => {
  it('loads nothing at all without a container id', () => {
    expect(initTagManager('')).toBe(false);
    expect(gtmScripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
  });

  it('loads the container and starts the data layer when an id is set', () => {
    expect(initTagManager('GTM-AB12CD3')).toBe(true);
    const scripts = gtmScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3');
    expect(scripts[0]?.async).toBe(true);
    expect(window.dataLayer).toEqual([{ 'gtm.start': expect.any(Number), event: 'gtm.js' }]);
  });

  it('loads the container only once', () => {
    initTagManager('GTM-AB12CD3');
    initTagManager('GTM-AB12CD3');
    expect(gtmScripts()).toHaveLength(1);
    expect(window.dataLayer).toHaveLength(1);
  });

  it('refuses an id that is not shaped like a container id', () => {
    expect(() => initTagManager('GTM-1"><script>')).toThrow(/GTM-XXXXXXX/);
    expect(gtmScripts()).toHaveLength(0);
  });
});

describe('pushToDataLayer', () => {
  it('does nothing while the tag manager is off', () => {
    pushToDataLayer({ event: 'web-vitals' });
    expect(window.dataLayer).toBeUndefined();
  });

  it('adds events once the tag manager runs', () => {
    initTagManager('GTM-AB12CD3');
    pushToDataLayer({ event: 'web-vitals', metric: 'LCP' });
    expect(window.dataLayer?.at(-1)).toEqual({ event: 'web-vitals', metric: 'LCP' });
  });
});
