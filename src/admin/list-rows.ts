/**
 * The rows of the editor's lists (opening hours, hospitals, people), as staff and their screen readers meet them.
 * Decap's button that opens and closes a row has no name, so a screen reader says only "button": each is named
 * after its row ("Show or hide Monday to Friday") and says whether the row is open. And a refused save shows each
 * problem under its box, but Decap leaves closed rows closed, so a problem in one (a hospital's Chinese name) was
 * on the page but out of sight: when problems appear, every closed row holding one is opened. Decap gives these
 * parts no role or name; they are found by the names its stylesheet gives them.
 */

/** Decap's list of a box's problems, under the box. */
const PROBLEMS = '[class*="ControlErrorsList"]';
/** A list row drawn closed, and any list row. */
const CLOSED_ROW = '[class*="listControlItemCollapsed"]';
const ROW = '[class*="listControlItem"]';
/** What a row shows of itself while closed (its summary: "Monday to Friday"). */
const SUMMARY = '[class*="NestedObjectLabel"]';

const isElement = (node: Node): node is Element => node.nodeType === Node.ELEMENT_NODE;

/** Opens every closed row (and the closed rows around it) that holds a problem; returns how many it opened. */
export function openRowsWithProblems(root: ParentNode = document): number {
  let opened = 0;
  for (const list of Array.from(root.querySelectorAll(PROBLEMS))) {
    if (!list.querySelector('li')) continue;
    // The outermost first: a row inside a closed row is drawn once its row is open.
    const rows: Element[] = [];
    for (let row = list.closest(CLOSED_ROW); row; row = row.parentElement?.closest(CLOSED_ROW) ?? null) rows.unshift(row);
    for (const row of rows) {
      // The row's first button opens and closes it (the others move and remove it).
      const toggle = row.querySelector('button');
      if (!toggle) continue;
      toggle.click();
      opened += 1;
    }
  }
  return opened;
}

/** Names each row's open-and-close button after the row, and says whether the row is open. */
export function nameRowToggles(root: ParentNode = document): void {
  for (const row of Array.from(root.querySelectorAll(ROW))) nameRowToggle(row);
}

function nameRowToggle(row: Element): void {
  const toggle = row.querySelector(':scope > div > button, :scope > button');
  if (!toggle) return;
  const summary = row.querySelector(`:scope > ${SUMMARY}`)?.textContent?.trim();
  const name = `Show or hide ${summary || 'this row'}`;
  if (toggle.getAttribute('aria-label') !== name) toggle.setAttribute('aria-label', name);
  const open = String(!row.matches(CLOSED_ROW));
  if (toggle.getAttribute('aria-expanded') !== open) toggle.setAttribute('aria-expanded', open);
}

/**
 * The rows a batch of changes touched: the row around each change, and every row drawn by it. Only these are
 * named again; the catalogue's form has about a hundred rows, and every key typed redraws part of it.
 */
function touchedRows(changes: readonly MutationRecord[]): Set<Element> {
  const rows = new Set<Element>();
  for (const change of changes) {
    const at = isElement(change.target) ? change.target : change.target.parentElement;
    const around = at?.closest(ROW);
    if (around) rows.add(around);
    for (const node of Array.from(change.addedNodes)) {
      if (!isElement(node)) continue;
      if (node.matches(ROW)) rows.add(node);
      for (const inner of Array.from(node.querySelectorAll(ROW))) rows.add(inner);
    }
  }
  return rows;
}

/**
 * From now on: the rows' buttons named as rows are drawn and change, and whenever problems are drawn, the closed
 * rows holding them open. A row staff close stays closed.
 */
export function watchListRows(doc: Document = document): MutationObserver {
  const isProblem = (node: Node) => isElement(node) && (node.closest(PROBLEMS) !== null || node.querySelector(PROBLEMS) !== null);
  const observer = new MutationObserver((changes) => {
    const drawn = changes.some((change) => Array.from(change.addedNodes).some(isProblem));
    // Opening rows changes their class: those rows come back in the next batch and are named then.
    if (drawn) openRowsWithProblems(doc);
    for (const row of touchedRows(changes)) nameRowToggle(row);
  });
  // A row's class says whether it is open; its summary's text changes as staff type.
  observer.observe(doc.body, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['class'] });
  return observer;
}
