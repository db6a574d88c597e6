/**
 * The page's text box, with a way to link to another page of the site without typing its id: staff choose the
 * page from a list (its title) and press "Insert the link"; the box gets `[words](page:<id>)` where the cursor is,
 * around the words they selected, or with the page's title as the words. The build resolves `page:` links in
 * every language, so the same link works on a translated page.
 */
import type { CmsWidgetControlProps } from 'decap-cms-core';
import { Component, createRef } from 'react';

/** A page staff may link to: its id and its title. */
export interface PageLinkChoice {
  readonly value: string;
  readonly label: string;
}

/** `text` with a link to `page` put over `start`..`end`: the selected words, or the page's title when none. */
export function withPageLink(text: string, start: number, end: number, page: PageLinkChoice): { text: string; cursor: number } {
  // Square brackets would end the link's words early.
  const words = (text.slice(start, end).trim() || page.label).replace(/[[\]]/g, '');
  const link = `[${words}](page:${page.value})`;
  return { text: text.slice(0, start) + link + text.slice(end), cursor: start + link.length };
}

/** What Decap gives a widget's control; the two style calls are given at run time, though its types leave them out. */
type ControlProps = CmsWidgetControlProps<string | undefined> & {
  readonly setActiveStyle?: () => void;
  readonly setInactiveStyle?: () => void;
};

/**
 * A class, as Decap wants of a widget's control: it keeps a reference to the control's instance (for validation),
 * which a function component does not give.
 */
export class PageTextControl extends Component<ControlProps, { chosen: string }> {
  override state = { chosen: '' };
  private readonly box = createRef<HTMLTextAreaElement>();

  private pages(): PageLinkChoice[] {
    const pages = this.props.field.get('pages') as { toJS(): unknown } | undefined;
    return (pages?.toJS() ?? []) as PageLinkChoice[];
  }

  private readonly insert = () => {
    const page = this.pages().find((p) => p.value === this.state.chosen);
    const area = this.box.current;
    if (!page || !area) return;
    const { text, cursor } = withPageLink(area.value, area.selectionStart, area.selectionEnd, page);
    this.props.onChange(text);
    requestAnimationFrame(() => {
      area.focus();
      area.setSelectionRange(cursor, cursor);
    });
  };

  override render() {
    const { forID, value, onChange, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
    const { chosen } = this.state;
    return (
      <div>
        <textarea
          id={forID}
          ref={this.box}
          className={classNameWrapper}
          value={value ?? ''}
          rows={16}
          onChange={(event) => onChange(event.target.value)}
          onFocus={setActiveStyle}
          onBlur={setInactiveStyle}
        />
        <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', flexWrap: 'wrap', marginTop: '0.5rem' }}>
          <label htmlFor={`${forID}-page`}>Link to one of our pages</label>
          <select id={`${forID}-page`} value={chosen} onChange={(event) => this.setState({ chosen: event.target.value })}>
            <option value="">Choose a page…</option>
            {this.pages().map((page) => (
              <option key={page.value} value={page.value}>
                {page.label}
              </option>
            ))}
          </select>
          <button type="button" disabled={!chosen} onClick={this.insert}>
            Insert the link
          </button>
        </div>
      </div>
    );
  }
}
