/**
 * Google Tag Manager, in a few lines of our own (the registry's react-tag-manager pins React 16).
 * GTM scripts can read everything on the page, credentials included, so nothing is loaded unless a
 * container id is configured (VITE_GTM_ID), and nothing about the person is ever pushed to the data layer.
 */

import { GTM_ID_PATTERN } from '../config/env';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Starts the GTM container `gtmId`; does nothing at all when it is empty.
 * Returns whether the tag manager was started.
 */
export function initTagManager(gtmId: string, doc: Document = document): boolean {
  if (gtmId === '') return false;
  if (!GTM_ID_PATTERN.test(gtmId)) {
    // The id ends up in a script URL: refuse anything that is not shaped like a container id.
    throw new Error(`VITE_GTM_ID must look like GTM-XXXXXXX, got '${gtmId}'`);
  }
  const win = doc.defaultView ?? window;
  if (doc.querySelector(`script[data-gtm-id="${gtmId}"]`)) return true;

  const dataLayer = (win.dataLayer ??= []);
  dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });

  const script = doc.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
  script.dataset.gtmId = gtmId;
  doc.head.appendChild(script);
  return true;
}

/** Pushes an event to GTM's data layer, if the tag manager was started. */
export function pushToDataLayer(event: Record<string, unknown>, win: Window = window): void {
  win.dataLayer?.push(event);
}
