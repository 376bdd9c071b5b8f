import { createRequire } from 'node:module';

/**
 * jsdom finds the control of a `<label for>` by walking the whole document, and an input's labels by asking
 * every node of the document for its control. Testing Library's `*ByLabelText` asks every element of the
 * screen for its labels, so one query on a product form walked the document millions of times (half of that
 * file's time). This gives the same answer through the document's index of ids, as the standard defines it:
 * the first element with that id in the label's tree, when it can be labelled. When the label is outside a
 * document, or the id is on more than one of its elements (the index does not keep tree order), jsdom's own
 * walk answers.
 */

/** jsdom's own side of a node: a document keeps its elements by id. */
interface NodeImpl {
  _ids?: Record<string, ElementImpl[] | undefined>;
}

interface ElementImpl extends NodeImpl {
  getRootNode(options: object): NodeImpl;
  getAttributeNS(namespace: null, name: string): string | null;
}

const require = createRequire(import.meta.url);
const { implementation: labelImpl } = require('jsdom/lib/jsdom/living/nodes/HTMLLabelElement-impl.js') as {
  implementation: { prototype: ElementImpl };
};
const { isLabelable } = require('jsdom/lib/jsdom/living/helpers/form-controls.js') as {
  isLabelable: (element: ElementImpl) => boolean;
};

const walkForControl = Object.getOwnPropertyDescriptor(labelImpl.prototype, 'control')?.get;
if (!walkForControl) throw new Error("jsdom's label no longer has the control getter this file speeds up");

Object.defineProperty(labelImpl.prototype, 'control', {
  configurable: true,
  get(this: ElementImpl) {
    const id = this.getAttributeNS(null, 'for');
    const root = this.getRootNode({});
    const ids = root._ids;
    if (id === null || id === '' || !ids) return walkForControl.call(this);
    const withId = (ids[id] ?? []).filter((element) => element.getRootNode({}) === root);
    if (withId.length > 1) return walkForControl.call(this);
    const [element] = withId;
    return element && isLabelable(element) ? element : null;
  },
});
