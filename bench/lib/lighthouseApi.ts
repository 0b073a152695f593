/**
 * The part of Lighthouse 12.8 and puppeteer-core 24 that the benchmark uses, declared here because neither
 * package is a devDependency: they are installed on demand into a tool cache (`loadLighthouse.ts`), so
 * their own type declarations are not there when `tsc -p tsconfig.node.json` runs on a fresh clone.
 * Written against lighthouse@12.8.2's `core/index.d.ts` and `types/lhr/lhr.d.ts` and puppeteer-core's
 * `lib/types.d.ts`; the shapes are a subset, so the real modules satisfy them.
 */

/** Lighthouse's `Flags`, only the ones the benchmark sets. */
export interface LighthouseFlags {
  onlyCategories?: string[];
  logLevel?: 'silent' | 'error' | 'warn' | 'info' | 'verbose';
  output?: 'json' | 'html' | 'csv';
  maxWaitForLoad?: number;
}

/** A Lighthouse config object; the benchmark only passes the package's own `desktopConfig` through. */
export type LighthouseConfig = object;

export interface LighthouseAuditRef {
  id: string;
  weight: number;
}

export interface LighthouseCategoryResult {
  /** Null when the category could not be scored, e.g. every audit errored. */
  score: number | null;
  auditRefs: LighthouseAuditRef[];
}

export interface LighthouseAuditResult {
  score: number | null;
  scoreDisplayMode:
    'numeric' | 'binary' | 'manual' | 'informative' | 'notApplicable' | 'error' | 'metricSavings';
}

/** One step's report (`LH.Result`). */
export interface LighthouseResult {
  gatherMode: 'navigation' | 'timespan' | 'snapshot';
  categories: Record<string, LighthouseCategoryResult | undefined>;
  audits: Record<string, LighthouseAuditResult | undefined>;
}

export interface LighthouseUserFlow {
  navigate(url: string, options?: { name?: string }): Promise<void>;
  startTimespan(options?: { name?: string }): Promise<void>;
  endTimespan(): Promise<void>;
  snapshot(options?: { name?: string }): Promise<void>;
  createFlowResult(): Promise<{ steps: { lhr: LighthouseResult }[] }>;
}

/** The ES module `lighthouse` resolves to (`core/index.js`). */
export interface LighthouseModule {
  default: (
    url: string,
    flags: LighthouseFlags,
    config: LighthouseConfig | undefined,
    page: PuppeteerPage,
  ) => Promise<{ lhr: LighthouseResult } | undefined>;
  desktopConfig: LighthouseConfig;
  startFlow: (
    page: PuppeteerPage,
    options: { name?: string; config?: LighthouseConfig; flags?: LighthouseFlags },
  ) => Promise<LighthouseUserFlow>;
}

export interface PuppeteerWaitOptions {
  timeout?: number;
  polling?: number | 'raf' | 'mutation';
}

export interface PuppeteerElementHandle {
  click(): Promise<void>;
}

export interface PuppeteerPage {
  evaluateOnNewDocument(script: string): Promise<unknown>;
  waitForSelector(selector: string, options?: { timeout?: number }): Promise<PuppeteerElementHandle | null>;
  waitForFunction(pageFunction: () => boolean, options?: PuppeteerWaitOptions): Promise<unknown>;
  waitForFunction(
    pageFunction: (arg: string) => boolean,
    options: PuppeteerWaitOptions,
    arg: string,
  ): Promise<unknown>;
  $eval(selector: string, pageFunction: (element: Element) => string): Promise<string>;
  keyboard: { press(key: string): Promise<void> };
  close(): Promise<void>;
}

export interface PuppeteerBrowser {
  newPage(): Promise<PuppeteerPage>;
  close(): Promise<void>;
}

export interface PuppeteerLaunchOptions {
  executablePath: string;
  headless: boolean;
  args: string[];
  timeout: number;
  protocolTimeout: number;
}

/** The ES module `puppeteer-core` resolves to; its default export is the `PuppeteerNode` instance. */
export interface PuppeteerModule {
  default: { launch(options: PuppeteerLaunchOptions): Promise<PuppeteerBrowser> };
}
