/**
 * What a page holds, as the soaks read it (the browser suite's short one and the benchmark's long one):
 * after a forced garbage collection, the JS heap in use, the live DOM nodes beside the message list's
 * rendered cards (the cards come and go as messages arrive, and are counted apart) and the listeners.
 */
import type { CDPSession, Page } from 'playwright-core';

export interface PageFootprint {
  heapBytes: number;
  /** Live DOM nodes (detached ones included) less the nodes of the list's rendered cards. */
  nodesBesideCards: number;
  listeners: number;
  /** Cards rendered in the list. */
  cards: number;
}

/** `cdp`: a DevTools session on `page` with the Performance domain enabled. */
export async function pageFootprint(cdp: CDPSession, page: Page): Promise<PageFootprint> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? Number.NaN;
  const list = await page.evaluate(() => {
    const items = document.querySelectorAll('#message-list > li');
    let nodes = 0;
    // Text nodes too: the DevTools protocol's Nodes counts every node, not only elements.
    for (const item of items) {
      const walker = document.createTreeWalker(item, NodeFilter.SHOW_ALL);
      for (nodes += 1; walker.nextNode() !== null;) nodes += 1;
    }
    return { cards: items.length, nodes };
  });
  return {
    heapBytes: metric('JSHeapUsedSize'),
    nodesBesideCards: metric('Nodes') - list.nodes,
    listeners: metric('JSEventListeners'),
    cards: list.cards,
  };
}
