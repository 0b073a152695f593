/**
 * Where the credentials' secrets go, across a whole browser journey (issue 12, "Credentials").
 *
 * The recorder keeps every request of the browser context (new pages and popups included), every console
 * message and page error, every download, and — at the points a test chooses — what the pages can keep:
 * localStorage, sessionStorage, IndexedDB, cookies, Cache Storage, `window.name`, `history.state`, the tag
 * manager's `dataLayer` and the DOM (markup and the `.value` of every field). The rule it asserts: a secret
 * (the Auth Token, the API Key's secret, their basic-auth base64 forms and URL-encoded forms) appears only
 * in the Authorization header of requests to the configured API URL and in the session's credentials entry
 * of sessionStorage; after sign-out, nowhere — the page's JS heap included (`expectHeapFreeOfSecrets`).
 *
 * Nothing here hands a secret to the page: the secrets are searched for in Node, in what the page returns.
 * A secret passed into `page.evaluate` would itself sit in the page's heap and fail the heap check.
 */
import { readFile, writeFile } from 'node:fs/promises';
import type { BrowserContext, Download, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** One form in which a secret could travel or be kept, e.g. the Auth Token as basic auth. */
export interface SecretForm {
  /** Which secret: 'Auth Token' or 'API Key secret'. */
  secret: string;
  /** How it is written: 'as is', 'basic auth base64 (AC…:secret)', … */
  form: string;
  value: string;
}

export interface AccountSecrets {
  accountSid: string;
  authToken: string;
  apiKeySid: string;
  apiKeySecret: string;
}

function base64(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64');
}

/**
 * Every form of both secrets worth searching for, whichever way the journey signs in: a secret the
 * journey never used must show up nowhere at all, and the rule says the same of it.
 */
export function secretFormsOf(account: AccountSecrets): SecretForm[] {
  const forms: SecretForm[] = [];
  const add = (secret: string, form: string, value: string) => {
    if (!forms.some((known) => known.value === value)) forms.push({ secret, form, value });
  };
  const pairs = [
    { secret: 'Auth Token', user: account.accountSid, password: account.authToken },
    { secret: 'API Key secret', user: account.apiKeySid, password: account.apiKeySecret },
  ];
  for (const { secret, user, password } of pairs) {
    const basic = base64(`${user}:${password}`);
    add(secret, 'as is', password);
    add(secret, 'URL-encoded', encodeURIComponent(password));
    add(secret, `basic auth base64 (${user.slice(0, 4)}…:secret)`, basic);
    add(secret, 'basic auth base64, URL-encoded', encodeURIComponent(basic));
    add(secret, 'basic auth base64url', basic.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''));
  }
  return forms;
}

export interface Finding {
  /** Where the secret was seen, e.g. 'request GET http://…/Messages.json, header x-debug'. */
  where: string;
  secret: string;
  form: string;
  /** A few characters either side, with the secret itself replaced by a mark. */
  excerpt: string;
}

function excerptOf(text: string, at: number, form: SecretForm): string {
  const before = text.slice(Math.max(0, at - 40), at);
  const after = text.slice(at + form.value.length, at + form.value.length + 40);
  return `${at > 40 ? '…' : ''}${before}«${form.secret}, ${form.form}»${after}${
    at + form.value.length + 40 < text.length ? '…' : ''
  }`.replace(/\s+/g, ' ');
}

/** The findings of every secret form in `text`, seen at `where`. */
export function searchText(where: string, text: string, forms: readonly SecretForm[]): Finding[] {
  const found: Finding[] = [];
  for (const form of forms) {
    const at = text.indexOf(form.value);
    if (at >= 0)
      found.push({ where, secret: form.secret, form: form.form, excerpt: excerptOf(text, at, form) });
  }
  return found;
}

/** One request as the browser sent it. */
export interface RecordedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  postData: string | null;
  /** Recorded after `markSignedOut()`. */
  afterSignOut: boolean;
}

interface RecordedText {
  where: string;
  text: string;
  afterSignOut: boolean;
}

/** A field in the page, as `.value` holds it (the markup shows only its attribute). */
export interface FieldValue {
  /** The field's label text, or its name, or its tag. */
  label: string;
  type: string;
  value: string;
}

/** What one page keeps at one moment: everything it can read back without the network. */
export interface PageSnapshot {
  url: string;
  localStorage: Array<[string, string]>;
  sessionStorage: Array<[string, string]>;
  indexedDB: Array<{ database: string; store: string; records: string }>;
  cacheStorage: Array<{ cache: string; url: string; body: string }>;
  windowName: string;
  historyState: string;
  dataLayer: string;
  html: string;
  fields: FieldValue[];
}

/**
 * Reads, inside the page, everything it keeps. Written as one self-contained function (Playwright sends
 * its source to the page) that takes no argument: no secret goes in.
 */
function readPageState(): Promise<Omit<PageSnapshot, 'url'>> {
  const text = (value: unknown): string => {
    try {
      return (
        JSON.stringify(value, (_key, item: unknown) => {
          if (item instanceof ArrayBuffer || ArrayBuffer.isView(item)) {
            // Bytes as Latin-1: one character per byte, so any ASCII secret in them reads as itself.
            return new TextDecoder('latin1').decode(item);
          }
          if (item instanceof Map) return [...item.entries()];
          if (item instanceof Set) return [...item.values()];
          return item;
        }) ?? String(value)
      );
    } catch {
      return String(value);
    }
  };
  const entries = (storage: Storage): Array<[string, string]> =>
    Array.from({ length: storage.length }, (_, index) => {
      const key = storage.key(index) ?? '';
      return [key, storage.getItem(key) ?? ''] as [string, string];
    });
  const request = <T>(asked: IDBRequest<T>): Promise<T> =>
    new Promise((resolve, reject) => {
      asked.onsuccess = () => resolve(asked.result);
      asked.onerror = () => reject(asked.error ?? new Error('IndexedDB request failed'));
    });

  async function readIndexedDB(): Promise<PageSnapshot['indexedDB']> {
    const found: PageSnapshot['indexedDB'] = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await request(indexedDB.open(name));
      try {
        for (const store of Array.from(db.objectStoreNames)) {
          const objects = db.transaction(store, 'readonly').objectStore(store);
          const [keys, values] = await Promise.all([
            request(objects.getAllKeys()),
            request(objects.getAll()),
          ]);
          const blobs = await Promise.all(
            values.map((value: unknown) => (value instanceof Blob ? value.text() : value)),
          );
          found.push({ database: name, store, records: text({ keys, values: blobs }) });
        }
      } finally {
        db.close();
      }
    }
    return found;
  }

  async function readCaches(): Promise<PageSnapshot['cacheStorage']> {
    const found: PageSnapshot['cacheStorage'] = [];
    if (typeof caches === 'undefined') return found; // only in secure contexts; loopback is one
    for (const cache of await caches.keys()) {
      const opened = await caches.open(cache);
      for (const asked of await opened.keys()) {
        const answer = await opened.match(asked);
        found.push({ cache, url: asked.url, body: answer ? await answer.text() : '' });
      }
    }
    return found;
  }

  const fields = Array.from(
    document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'),
  ).map((field) => ({
    label: field.labels?.[0]?.textContent?.trim() || field.name || field.tagName.toLowerCase(),
    type: field instanceof HTMLInputElement ? field.type : 'textarea',
    value: field.value,
  }));

  const withDataLayer = window as Window & { dataLayer?: unknown };
  return Promise.all([readIndexedDB(), readCaches()]).then(([indexedDBRecords, cacheStorage]) => ({
    localStorage: entries(window.localStorage),
    sessionStorage: entries(window.sessionStorage),
    indexedDB: indexedDBRecords,
    cacheStorage,
    windowName: window.name,
    historyState: text(history.state),
    dataLayer: text(withDataLayer.dataLayer),
    html: document.documentElement.outerHTML,
    fields,
  }));
}

export interface AuditOptions {
  /** The provider base URL the build was configured with: the only place credentials may be sent. */
  apiUrl: string;
  secrets: AccountSecrets;
  /** The sessionStorage key the app keeps the credentials under: the only entry that may hold them. */
  credentialsStorageKey: string;
}

export interface StageRules {
  /**
   * The sign-in form is on screen with the person's typing in it: the `.value` of its own secret field
   * (a password field labelled `secretFieldLabel`) holds the secret by necessity. Its markup, every other
   * field and everything else still may not.
   */
  secretFieldLabel?: string;
}

/** The audit of one journey in one browser context. */
export class SecretAudit {
  readonly forms: SecretForm[];
  readonly requests: RecordedRequest[] = [];
  private readonly texts: RecordedText[] = [];
  private readonly pending: Array<Promise<unknown>> = [];
  private signedOut = false;
  private readonly apiPrefix: string;

  private constructor(
    private readonly context: BrowserContext,
    private readonly options: AuditOptions,
  ) {
    this.forms = secretFormsOf(options.secrets);
    // A prefix that ends at a path boundary: http://127.0.0.1:4000 must not admit http://127.0.0.1:40001.
    this.apiPrefix = options.apiUrl.replace(/\/*$/, '/');
  }

  /** Starts recording everything `context` does from now on, in every page it opens. */
  static start(context: BrowserContext, options: AuditOptions): SecretAudit {
    const audit = new SecretAudit(context, options);
    context.on('request', (request) => {
      const afterSignOut = audit.signedOut;
      audit.track(
        // allHeaders(): the headers as sent, Authorization and cookies included (headers() leaves some out).
        request.allHeaders().then((headers) => {
          audit.requests.push({
            url: request.url(),
            method: request.method(),
            headers,
            postData: request.postData(),
            afterSignOut,
          });
        }),
      );
    });
    context.on('console', (message) =>
      audit.keep(`console.${message.type()} (${message.location().url})`, message.text()),
    );
    const watchPage = (page: Page) => {
      page.on('pageerror', (error) =>
        audit.keep('page error', `${error.name}: ${error.message}\n${error.stack ?? ''}`),
      );
      page.on('download', (download) => audit.track(audit.keepDownload(download)));
      page.on('popup', (popup) => audit.keep('popup opened', popup.url()));
    };
    context.pages().forEach(watchPage);
    context.on('page', watchPage);
    return audit;
  }

  /**
   * From now on the person is signed out: any secret seen, anywhere, is a leak. A round trip to the page
   * first: the browser's events queued while the test was busy (a heap snapshot read, say) belong before.
   */
  async markSignedOut(page: Page): Promise<void> {
    await page.evaluate(() => undefined);
    this.signedOut = true;
  }

  private keep(where: string, text: string): void {
    this.texts.push({ where, text, afterSignOut: this.signedOut });
  }

  private track(work: Promise<unknown>): void {
    // A request whose page closed can no longer report its headers; that request is not lost: its URL
    // and method are in the browser's log, and the test that closed the page sees it go.
    this.pending.push(work.catch(() => undefined));
  }

  private async keepDownload(download: Download): Promise<void> {
    const path = await download.path();
    const name = `download ${download.suggestedFilename()} (from ${download.url().slice(0, 60)})`;
    this.keep(name, await readFile(path, 'latin1'));
  }

  private isApiUrl(url: string): boolean {
    return url.startsWith(this.apiPrefix) || url === this.apiPrefix.slice(0, -1);
  }

  /** Findings in what was recorded as it happened: requests, console, page errors, downloads. */
  private recordedFindings(): Finding[] {
    const found: Finding[] = [];
    for (const request of this.requests) {
      const label = `request ${request.method} ${request.url}${request.afterSignOut ? ' (after sign-out)' : ''}`;
      found.push(...searchText(`${label}: URL`, request.url, this.forms));
      for (const [name, value] of Object.entries(request.headers)) {
        const allowed =
          name.toLowerCase() === 'authorization' && this.isApiUrl(request.url) && !request.afterSignOut;
        if (!allowed) found.push(...searchText(`${label}: header ${name}`, value, this.forms));
      }
      if (request.postData !== null)
        found.push(...searchText(`${label}: body`, request.postData, this.forms));
    }
    for (const { where, text } of this.texts) found.push(...searchText(where, text, this.forms));
    return found;
  }

  /** What every open page and the context keep now. */
  async snapshot(): Promise<{ pages: PageSnapshot[]; cookies: string }> {
    const pages: PageSnapshot[] = [];
    for (const page of this.context.pages()) {
      if (page.isClosed()) continue;
      pages.push({ url: page.url(), ...(await page.evaluate(readPageState)) });
    }
    return { pages, cookies: JSON.stringify(await this.context.cookies()) };
  }

  /** Findings in what the pages and the context keep now, under `rules`. */
  private async keptFindings(rules: StageRules): Promise<Finding[]> {
    const { pages, cookies } = await this.snapshot();
    const found = searchText('cookies', cookies, this.forms);
    for (const page of pages) {
      const at = (what: string) => `${what} of ${page.url}`;
      for (const [key, value] of page.localStorage)
        found.push(...searchText(at(`localStorage '${key}'`), `${key}=${value}`, this.forms));
      for (const [key, value] of page.sessionStorage) {
        const allowed = key === this.options.credentialsStorageKey && !this.signedOut;
        // The key itself is never allowed to hold a secret.
        found.push(
          ...searchText(at(`sessionStorage '${key}'`), allowed ? key : `${key}=${value}`, this.forms),
        );
      }
      for (const { database, store, records } of page.indexedDB)
        found.push(...searchText(at(`IndexedDB ${database}/${store}`), records, this.forms));
      for (const { cache, url, body } of page.cacheStorage)
        found.push(...searchText(at(`Cache Storage ${cache} ${url}`), `${url}\n${body}`, this.forms));
      found.push(...searchText(at('window.name'), page.windowName, this.forms));
      found.push(...searchText(at('history.state'), page.historyState, this.forms));
      found.push(...searchText(at('window.dataLayer'), page.dataLayer, this.forms));
      found.push(...searchText(at('the DOM (outerHTML)'), page.html, this.forms));
      for (const field of page.fields) {
        const allowed =
          !this.signedOut &&
          rules.secretFieldLabel !== undefined &&
          field.type === 'password' &&
          field.label === rules.secretFieldLabel;
        if (!allowed)
          found.push(
            ...searchText(at(`the value of field '${field.label}' (${field.type})`), field.value, this.forms),
          );
      }
    }
    return found;
  }

  /**
   * Asserts that, up to now, the secrets went nowhere but where the rule allows: every recorded request,
   * console message, page error and download, and everything the pages keep at this moment.
   */
  async expectNoLeaks(stage: string, rules: StageRules = {}): Promise<void> {
    await Promise.all(this.pending);
    const found = [...this.recordedFindings(), ...(await this.keptFindings(rules))];
    expect(
      found.map(describeFinding),
      `secrets outside the Authorization header and sessionStorage, at "${stage}"`,
    ).toEqual([]);
  }

  /** The Authorization headers the API got, so a test can check the secret really went there. */
  async authorizationsSent(): Promise<string[]> {
    await Promise.all(this.pending);
    return this.requests
      .filter((request) => this.isApiUrl(request.url))
      .map((request) => request.headers.authorization ?? '')
      .filter((header) => header !== '');
  }
}

export function describeFinding(finding: Finding): string {
  return `${finding.secret} (${finding.form}) in ${finding.where}: ${finding.excerpt}`;
}

/* ------------------------------------------------------------------------------------------------------------
 * The JS heap. A V8 heap snapshot (what DevTools' Memory panel takes) lists every object still reachable after
 * a full garbage collection, and every string's text (the first 1,024 characters of each unless V8's
 * --heap-snapshot-string-limit says more). A secret among its strings is a secret the page still holds.
 * ---------------------------------------------------------------------------------------------------------- */

interface HeapSnapshotJson {
  snapshot: {
    meta: {
      node_fields: string[];
      node_types: [string[], ...unknown[]];
      edge_fields: string[];
      edge_types: [string[], ...unknown[]];
    };
  };
  nodes: number[];
  edges: number[];
  strings: string[];
}

/** A heap snapshot of `page`'s isolate, taken right after a full garbage collection: its JSON text. */
export async function takeHeapSnapshot(page: Page): Promise<string> {
  const session = await page.context().newCDPSession(page);
  try {
    const chunks: string[] = [];
    session.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => chunks.push(chunk));
    await session.send('HeapProfiler.enable');
    await session.send('HeapProfiler.collectGarbage');
    await session.send('HeapProfiler.takeHeapSnapshot', {
      reportProgress: false,
      captureNumericValue: false,
    });
    return chunks.join('');
  } finally {
    await session.detach().catch(() => undefined);
  }
}

/** The snapshot as a graph: each node's type and name, its edges, and who retains whom. */
class HeapGraph {
  private readonly nodeFieldCount: number;
  private readonly edgeFieldCount: number;
  private readonly field: Record<'nodeType' | 'nodeName' | 'edgeType' | 'edgeName' | 'edgeTo', number>;
  readonly nodeCount: number;
  /** For each node, the index of its first edge (edges are listed node by node). */
  private readonly firstEdge: Uint32Array;
  /** Breadth first from the synthetic root along strong edges: each node's nearest retainer and edge. */
  private readonly parentNode: Int32Array;
  private readonly parentEdge: Int32Array;
  /** Every strong edge into each node: `retainerEdges[retainerStart[n] .. retainerStart[n + 1]]`. */
  private readonly retainerStart: Uint32Array;
  private readonly retainerEdges: Uint32Array;
  private readonly retainerFrom: Uint32Array;

  constructor(private readonly heap: HeapSnapshotJson) {
    const { meta } = heap.snapshot;
    this.nodeFieldCount = meta.node_fields.length;
    this.edgeFieldCount = meta.edge_fields.length;
    this.field = {
      nodeType: meta.node_fields.indexOf('type'),
      nodeName: meta.node_fields.indexOf('name'),
      edgeType: meta.edge_fields.indexOf('type'),
      edgeName: meta.edge_fields.indexOf('name_or_index'),
      edgeTo: meta.edge_fields.indexOf('to_node'),
    };
    const edgeCountField = meta.node_fields.indexOf('edge_count');
    this.nodeCount = heap.nodes.length / this.nodeFieldCount;
    const edgeCount = heap.edges.length / this.edgeFieldCount;

    this.firstEdge = new Uint32Array(this.nodeCount + 1);
    for (let node = 0; node < this.nodeCount; node++)
      this.firstEdge[node + 1] =
        (this.firstEdge[node] ?? 0) + (heap.nodes[node * this.nodeFieldCount + edgeCountField] ?? 0);

    this.retainerStart = new Uint32Array(this.nodeCount + 1);
    for (let edge = 0; edge < edgeCount; edge++)
      if (!this.isWeak(edge)) {
        const next = this.target(edge) + 1;
        this.retainerStart[next] = (this.retainerStart[next] ?? 0) + 1;
      }
    for (let node = 0; node < this.nodeCount; node++)
      this.retainerStart[node + 1] = (this.retainerStart[node + 1] ?? 0) + (this.retainerStart[node] ?? 0);
    const fill = this.retainerStart.slice(0, this.nodeCount);
    this.retainerEdges = new Uint32Array(this.retainerStart[this.nodeCount] ?? 0);
    this.retainerFrom = new Uint32Array(this.retainerEdges.length);
    for (let node = 0; node < this.nodeCount; node++)
      for (let edge = this.firstEdge[node] ?? 0; edge < (this.firstEdge[node + 1] ?? 0); edge++) {
        if (this.isWeak(edge)) continue;
        const slot = fill[this.target(edge)] ?? 0;
        fill[this.target(edge)] = slot + 1;
        this.retainerEdges[slot] = edge;
        this.retainerFrom[slot] = node;
      }

    this.parentNode = new Int32Array(this.nodeCount).fill(-1);
    this.parentEdge = new Int32Array(this.nodeCount).fill(-1);
    this.parentNode[0] = 0;
    const queue = new Uint32Array(this.nodeCount);
    let head = 0;
    let tail = 1;
    while (head < tail) {
      const node = queue[head++] ?? 0;
      for (let edge = this.firstEdge[node] ?? 0; edge < (this.firstEdge[node + 1] ?? 0); edge++) {
        if (this.isWeak(edge)) continue;
        const to = this.target(edge);
        if (this.parentNode[to] !== -1) continue;
        this.parentNode[to] = node;
        this.parentEdge[to] = edge;
        queue[tail++] = to;
      }
    }
  }

  private edgeField(edge: number, field: number): number {
    return this.heap.edges[edge * this.edgeFieldCount + field] ?? 0;
  }

  private target(edge: number): number {
    return this.edgeField(edge, this.field.edgeTo) / this.nodeFieldCount;
  }

  private isWeak(edge: number): boolean {
    return this.heap.snapshot.meta.edge_types[0][this.edgeField(edge, this.field.edgeType)] === 'weak';
  }

  type(node: number): string {
    return this.heap.snapshot.meta.node_types[0][this.nameIndexOf(node, this.field.nodeType)] ?? '?';
  }

  nameIndex(node: number): number {
    return this.nameIndexOf(node, this.field.nodeName);
  }

  private nameIndexOf(node: number, field: number): number {
    return this.heap.nodes[node * this.nodeFieldCount + field] ?? 0;
  }

  reachable(node: number): boolean {
    return (this.parentNode[node] ?? -1) !== -1;
  }

  private describeNode(node: number): string {
    const type = this.type(node);
    const name = (this.heap.strings[this.nameIndex(node)] ?? '').slice(0, 50);
    return type === 'object' || type === 'closure' ? name : `(${type}) ${name}`;
  }

  private describeEdge(edge: number): string {
    const type = this.heap.snapshot.meta.edge_types[0][this.edgeField(edge, this.field.edgeType)] ?? '';
    const nameOrIndex = this.edgeField(edge, this.field.edgeName);
    return type === 'element' || type === 'hidden'
      ? `[${nameOrIndex}]`
      : `.${this.heap.strings[nameOrIndex] ?? ''}`;
  }

  /** The shortest path from the roots to `node`, its last steps, as DevTools' Retainers panel reads. */
  private pathTo(node: number, maxSteps = 12): string {
    const steps: string[] = [];
    let current = node;
    while (current !== 0 && steps.length < maxSteps) {
      const parent = this.parentNode[current] ?? -1;
      const edge = this.parentEdge[current] ?? -1;
      if (parent < 0 || edge < 0) return `(not reachable) ${this.describeNode(current)}`;
      steps.push(`${this.describeNode(parent)} ${this.describeEdge(edge)} →`);
      current = parent;
    }
    return `${current === 0 ? '' : '… '}${steps.reverse().join(' ')}`;
  }

  /**
   * Who keeps `node`: the shortest path through each of its retainers and each of theirs (two levels, so
   * two copies held by two closures both show), at most `limit` paths.
   */
  retainerPaths(node: number, limit = 6): string[] {
    const paths = new Set<string>();
    const retainersOf = (target: number) => {
      const found: Array<{ from: number; edge: number }> = [];
      for (let slot = this.retainerStart[target] ?? 0; slot < (this.retainerStart[target + 1] ?? 0); slot++)
        found.push({ from: this.retainerFrom[slot] ?? 0, edge: this.retainerEdges[slot] ?? 0 });
      return found.filter(({ from }) => this.reachable(from));
    };
    for (const first of retainersOf(node)) {
      const second = retainersOf(first.from);
      const tails = second.length > 0 ? second : [null];
      for (const outer of tails) {
        const head =
          outer === null
            ? this.pathTo(first.from)
            : `${this.pathTo(outer.from)} ${this.describeNode(outer.from)} ${this.describeEdge(outer.edge)} →`;
        paths.add(
          `${head} ${this.describeNode(first.from)} ${this.describeEdge(first.edge)} → ${this.describeNode(node)}`,
        );
        if (paths.size >= limit) return [...paths];
      }
    }
    return [...paths];
  }
}

/**
 * For each string of the snapshot that holds a secret form: who still reaches it from the heap's roots
 * (the retainers DevTools would show), so a failure says who holds the secret.
 */
export function heapFindings(snapshotJson: string, forms: readonly SecretForm[]): Finding[] {
  const heap = JSON.parse(snapshotJson) as HeapSnapshotJson;
  const matching = new Map<number, SecretForm>();
  heap.strings.forEach((text, index) => {
    const form = forms.find((candidate) => text.includes(candidate.value));
    if (form) matching.set(index, form);
  });
  if (matching.size === 0) return [];

  const graph = new HeapGraph(heap);
  const found: Finding[] = [];
  const reported = new Set<number>();
  const finding = (index: number, form: SecretForm, where: string): Finding => {
    const text = heap.strings[index] ?? '';
    return {
      where,
      secret: form.secret,
      form: form.form,
      excerpt: excerptOf(text, text.indexOf(form.value), form),
    };
  };
  for (let node = 0; node < graph.nodeCount; node++) {
    const form = matching.get(graph.nameIndex(node));
    if (!form || !graph.type(node).includes('string')) continue;
    reported.add(graph.nameIndex(node));
    const paths = graph.retainerPaths(node);
    found.push(
      finding(
        graph.nameIndex(node),
        form,
        `the JS heap, a ${graph.type(node)} kept by:\n    ${paths.join('\n    ')}\n `,
      ),
    );
  }
  // Text the snapshot names without a string object for it: a property name, a function's name, ….
  for (const [index, form] of matching)
    if (!reported.has(index))
      found.push(finding(index, form, 'the JS heap, as the name of a property, function or object'));
  return found;
}

/**
 * Asserts that no secret form is reachable in `page`'s JS heap after a full garbage collection. When one
 * is, the snapshot is saved at `saveTo` (open it in DevTools' Memory panel) for a closer look.
 */
export async function expectHeapFreeOfSecrets(
  page: Page,
  forms: readonly SecretForm[],
  stage: string,
  saveTo?: string,
): Promise<void> {
  const snapshot = await takeHeapSnapshot(page);
  const found = heapFindings(snapshot, forms);
  if (found.length > 0 && saveTo !== undefined) await writeFile(saveTo, snapshot);
  expect(
    found.map(describeFinding),
    `secrets still in the JS heap, at "${stage}"${saveTo ? ` (snapshot: ${saveTo})` : ''}`,
  ).toEqual([]);
}
