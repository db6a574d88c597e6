// @vitest-environment happy-dom
/**
 * The rows of the editor's lists: each row's open-and-close button is named after the row and says whether it
 * is open; a refused save shows each problem under its box, so a closed row that holds one is opened, the rows
 * around it too, and a row without a problem stays as staff left it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { nameRowToggles, openRowsWithProblems, watchListRows } from '../../src/admin/list-rows.ts';

/** A list row as Decap draws it: a bar whose first button opens or closes it, then its boxes. */
function row(parent: Element, name: string): { row: HTMLElement; opened: string[] } {
  const opened: string[] = [];
  const item = document.createElement('div');
  item.className = 'css-1-ListItem-listControlItem-listControlItemCollapsed-SortableListItem';
  const toggle = document.createElement('button');
  toggle.addEventListener('click', () => {
    opened.push(name);
    item.className = 'css-2-ListItem-listControlItem-SortableListItem';
  });
  const remove = document.createElement('button');
  remove.addEventListener('click', () => opened.push(`${name} removed`));
  const bar = document.createElement('div');
  bar.append(toggle, remove);
  const summary = Object.assign(document.createElement('div'), { className: 'css-4-NestedObjectLabel', textContent: name });
  item.append(bar, summary);
  parent.append(item);
  return { row: item, opened };
}

function problems(parent: Element, ...messages: string[]): HTMLElement {
  const list = document.createElement('ul');
  list.className = 'css-3-ControlErrorsList';
  for (const message of messages) list.append(Object.assign(document.createElement('li'), { textContent: message }));
  parent.append(list);
  return list;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('rows holding a problem', () => {
  it('opens the closed row holding a problem and the closed row around it, and no other row', () => {
    const hours = row(document.body, 'hours 1');
    const label = row(hours.row, 'label');
    problems(label.row, 'Chinese: please fill this in.');
    const quiet = row(document.body, 'hours 2');
    problems(quiet.row);
    expect(openRowsWithProblems()).toBe(2);
    expect([...hours.opened, ...label.opened]).toEqual(['hours 1', 'label']);
    expect(quiet.opened).toEqual([]);
  });

  it('opens the row when Decap draws the problem after a save, not before', async () => {
    const hospital = row(document.body, 'hospital 1');
    const list = problems(hospital.row);
    watchListRows();
    await Promise.resolve();
    expect(hospital.opened).toEqual([]);
    list.append(Object.assign(document.createElement('li'), { textContent: 'English: please fill this in.' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(hospital.opened).toEqual(['hospital 1']);
  });

  it('names each row’s button after the row, saying whether it is open, as a screen reader reads it', () => {
    const monday = row(document.body, 'Monday to Friday');
    nameRowToggles();
    const [toggle] = monday.row.getElementsByTagName('button');
    expect(toggle?.getAttribute('aria-label')).toBe('Show or hide Monday to Friday');
    expect(toggle?.getAttribute('aria-expanded')).toBe('false');
    toggle?.click();
    nameRowToggles();
    expect(toggle?.getAttribute('aria-expanded')).toBe('true');
  });

  it('names a row drawn later, and names it again as its summary changes and it opens', async () => {
    watchListRows();
    const hospital = row(document.body, 'hospital 1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const [toggle] = hospital.row.getElementsByTagName('button');
    expect(toggle?.getAttribute('aria-label')).toBe('Show or hide hospital 1');
    const summary = hospital.row.querySelector('[class*="NestedObjectLabel"]')?.firstChild;
    if (summary) summary.textContent = 'Mount Example Hospital';
    toggle?.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(toggle?.getAttribute('aria-label')).toBe('Show or hide Mount Example Hospital');
    expect(toggle?.getAttribute('aria-expanded')).toBe('true');
  });
});
