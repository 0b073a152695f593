/**
 * jsdom finds a label's control by walking the whole document for its `for` id, and a field's labels by
 * asking every node of the document for its control: each time the page changes, reading the labels of one
 * field walks the document once per label. A page of the app has dozens of labelled fields, and
 * `getByLabelText` or a field named by its label reads them all. Here a label with a `for` finds its
 * field through the document's id index, as browsers do; everything else stays jsdom's own.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

interface LabelImpl {
  hasAttributeNS(namespace: null, name: string): boolean;
  getAttributeNS(namespace: null, name: string): string | null;
  getRootNode(options: object): { nodeType: number; getElementById?(id: string): unknown };
}

const DOCUMENT_NODE = 9;

/** The same jsdom the test environment runs, its internals by file: they are not part of its API. */
function jsdomInternal<T>(path: string): T {
  return require(require.resolve(`jsdom/lib/jsdom/living/${path}`)) as T;
}

/** Marks jsdom's label as changed: a test file with modules of its own installs again, over the same jsdom. */
const INSTALLED = Symbol.for('sms-web-client.fastLabels');

export function installFastLabels(): void {
  const { implementation } = jsdomInternal<{ implementation: { prototype: object } }>(
    'nodes/HTMLLabelElement-impl.js',
  );
  const prototype = implementation.prototype as Record<symbol, unknown>;
  if (prototype[INSTALLED] === true) return;
  prototype[INSTALLED] = true;
  const { isLabelable } = jsdomInternal<{ isLabelable(node: unknown): boolean }>('helpers/form-controls.js');
  const jsdomControl = Object.getOwnPropertyDescriptor(implementation.prototype, 'control')?.get;
  if (jsdomControl === undefined) throw new Error('jsdom no longer has HTMLLabelElement-impl#control');
  Object.defineProperty(implementation.prototype, 'control', {
    configurable: true,
    get(this: LabelImpl): unknown {
      if (!this.hasAttributeNS(null, 'for')) return jsdomControl.call(this);
      const root = this.getRootNode({});
      if (root.nodeType !== DOCUMENT_NODE || root.getElementById === undefined)
        return jsdomControl.call(this);
      const id = this.getAttributeNS(null, 'for') ?? '';
      const target = id === '' ? null : root.getElementById(id);
      return target !== null && target !== undefined && isLabelable(target) ? target : null;
    },
  });
}
