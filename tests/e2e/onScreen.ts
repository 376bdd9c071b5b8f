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

/** Action bars drawn with nothing in them: a band of blank screen above the page's content. */
export const emptyActionBars = (area: Locator) =>
  area
    .locator('.MuiToolbar-root')
    .evaluateAll(
      (bars) => bars.filter((bar) => bar.getBoundingClientRect().height > 0 && !bar.querySelector('a, button, input') && bar.textContent?.trim() === '').length,
    );

/** A list's filter slots that hold no field (a filter drawn as nothing, the account filter with one account): a blank band among the filters. */
export const emptyFilterSlots = (area: Locator) =>
  area
    .locator('.RaFilterForm-filterFormInput')
    .evaluateAll((slots) => slots.filter((slot) => slot.getBoundingClientRect().height > 0 && !slot.querySelector('input, button, [role="combobox"]')).length);

/** Each list's bar of actions beside its search box, measured: on how many lines its actions lie, the room they need, where they sit. */
export const listBars = (area: Locator) =>
  area.locator('.RaList-actions').evaluateAll((rows) =>
    rows.map((row) => {
      const toolbar = row.querySelector(':scope > .MuiToolbar-root');
      const search = row.querySelector(':scope > form');
      const actions = [...(toolbar?.querySelectorAll('a, button') ?? [])].filter((action) => action.getBoundingClientRect().width > 0);
      const searchBox = search?.querySelector('.MuiFormControl-root')?.getBoundingClientRect().width ?? 0;
      return {
        lines: new Set(actions.map((action) => Math.round(action.getBoundingClientRect().top))).size,
        // Each action with a margin of 8 px, beside the search box.
        needed: actions.reduce((width, action) => width + action.getBoundingClientRect().width + 8, searchBox),
        room: row.clientWidth,
        iconsOnly: actions.length > 0 && actions.every((action) => (action as HTMLElement).innerText.trim() === ''),
        aboveSearch: toolbar !== null && search !== null && toolbar.getBoundingClientRect().bottom <= search.getBoundingClientRect().top + 1,
      };
    }),
  );
export type ListBar = Awaited<ReturnType<typeof listBars>>[number];

/**
 * A list's actions wrapped onto a second line where the row had room for them all beside its search box
 * (Crear and Exportar under Agregar filtro on a laptop): each wrapped row is a band of the page lost.
 */
export const needlesslyWrapped = (bar: ListBar) => bar.lines > 1 && bar.needed <= bar.room;

/**
 * A phone list whose actions are only icons (a lone "Más acciones") drawn on a line of their own above its
 * search box: a band of the screen for one button that fits beside the search.
 */
export const loneIconBand = (bar: ListBar) => bar.iconsOnly && bar.aboveSearch;

/** Amounts drawn over two lines ("$44,081.33" above "MXN"), alone in a cell or within a line ("Mercado Libre: $1,299.00 MXN"). */
export const brokenAmounts = (area: Locator) => brokenMatches(area, /-?\$\s?[\d,.]+\s[A-Z]{3}/);

/** Codes in a table's cells broken after a hyphen ("702-7189219-" above "0000011"): half a code reads as another. */
export const brokenCodes = (area: Locator) => brokenMatches(area, /\b[A-Z0-9]+(?:-[A-Z0-9]+)+\b/, 'td');

/** Tables wider than the room the page gives them: their last columns (a row's "⋯" menu) are out of sight until scrolled to. */
export const cutTables = (area: Locator) =>
  area.locator('table').evaluateAll((tables) => tables.filter((table) => table.parentElement!.scrollWidth > table.parentElement!.clientWidth + 1).length);
