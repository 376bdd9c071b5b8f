import type { Locator } from 'playwright-core';

/** True when the control is drawn and lies wholly inside the viewport (nothing to scroll sideways to reach it). */
export async function insideViewport(control: Locator): Promise<boolean> {
  if (!(await control.isVisible())) return false;
  const box = await control.boundingBox();
  const viewport = control.page().viewportSize();
  return (
    box !== null && viewport !== null && box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width + 0.5 && box.y + box.height <= viewport.height + 0.5
  );
}

export type Box = { x: number; y: number; width: number; height: number } | null;

/** Whether the inner box lies wholly inside the outer one. */
export const insideBox = (outer: Box, inner: Box) =>
  !!outer &&
  !!inner &&
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;

/** Whether two boxes share any point. */
export const overlaps = (a: Box, b: Box) => !!a && !!b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Whether a list's choosing filters (a sale's payment and shipment, a publication's marketplace and status)
 * take more lines than two to a line: on a phone each on a line of its own pushed the first rows down.
 */
export const stackedChoosers = (area: Locator): Promise<boolean> =>
  area.locator('.RaFilterForm-filterFormInput:has(.MuiSelect-select)').evaluateAll((slots) => {
    const tops = slots.filter((slot) => slot.getBoundingClientRect().height > 0).map((slot) => Math.round(slot.getBoundingClientRect().top));
    return new Set(tops).size > Math.ceil(tops.length / 2);
  });

/** Whether two of a list's filter boxes are drawn over each other (one wider than the room its line gives it). */
export const overlappingFilters = (area: Locator): Promise<boolean> =>
  area.locator('.RaFilterForm-filterFormInput .MuiInputBase-root').evaluateAll((boxes) => {
    const rects = boxes.map((box) => box.getBoundingClientRect()).filter((rect) => rect.height > 0);
    return rects.some((a, i) =>
      rects.slice(i + 1).some((b) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5),
    );
  });

/** Each match of `pattern` in the text of `area` (or of its `cells`) drawn over two lines. */
export const brokenMatches = (area: Locator, pattern: RegExp, cells?: string) =>
  area.evaluate(
    (root, [source, selector]) => {
      const broken: string[] = [];
      for (const scope of selector ? root.querySelectorAll(selector) : [root]) {
        const texts = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
        for (let node = texts.nextNode() as Text | null; node; node = texts.nextNode() as Text | null) {
          for (const match of node.data.matchAll(new RegExp(source, 'g'))) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
            if (rects.some((upper) => rects.some((lower) => lower.top >= upper.bottom - 1))) broken.push(match[0]);
          }
        }
      }
      return broken;
    },
    [pattern.source, cells] as const,
  );
