/**
 * How a page's writer picks its warning signs: from the catalogue, narrowed by body area and by level, each sign
 * shown in the words patients read and ticked in a box. The catalogue holds about a hundred signs; a list of all of
 * them in one drop-down, most urgent first, was the only way before. Choosing a body area shows that area's signs
 * and those that fit any page (a fever, a wound after an operation). The chosen signs stay listed above the
 * filters, whatever the filters show, each with a button to take it off. The value is the list of sign ids the
 * page's front matter holds (`warningSigns`), in the order they were chosen; the page shows them by level.
 */
import type { CmsWidgetControlProps } from 'decap-cms-core';
import { Component } from 'react';
import type { FilterChoice, SignChoice } from '../site/admin.ts';

/** The area every page may use: its signs are shown under every area chosen. */
export const ANY_AREA = 'anywhere';

/** The signs a filter shows: of the chosen level (all when none), of the chosen area or of any page (all when none). */
export function signsShown(signs: readonly SignChoice[], area: string, level: string): SignChoice[] {
  return signs.filter((sign) => (!level || sign.level === level) && (!area || sign.areas.includes(area) || sign.areas.includes(ANY_AREA)));
}

/** The ids a value holds: Decap passes the file's list as an immutable List, and our own changes as an array. */
export function idsOf(value: unknown): string[] {
  const list = value && typeof (value as { toJS?: unknown }).toJS === 'function' ? (value as { toJS(): unknown }).toJS() : value;
  if (typeof list === 'string') return [list];
  return Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : [];
}

type ControlProps = CmsWidgetControlProps<unknown> & {
  readonly setActiveStyle?: () => void;
  readonly setInactiveStyle?: () => void;
};

interface PickerState {
  readonly area: string;
  readonly level: string;
}

const listOf = <T,>(props: ControlProps, name: string): T[] => {
  const list = props.field.get(name) as { toJS(): unknown } | undefined;
  return (list?.toJS() ?? []) as T[];
};

/** One of the picker's filters: a labelled choice, "all" first. */
function Filter(props: {
  readonly label: string;
  readonly all: string;
  readonly value: string;
  readonly choices: readonly FilterChoice[];
  readonly onChange: (value: string) => void;
}) {
  return (
    <label>
      {props.label}{' '}
      <select value={props.value} onChange={(event) => props.onChange(event.target.value)}>
        <option value="">{props.all}</option>
        {props.choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A class, as Decap wants of a widget's control (it keeps a reference to the instance). */
export class SignPickerControl extends Component<ControlProps, PickerState> {
  override state: PickerState = { area: '', level: '' };

  /** Decap asks before a save: the catalogue's limits of how many signs a page lists, said at the field. */
  isValid(): boolean | { error: { type: string; message: string } } {
    const min = Number(this.props.field.get('min') ?? 0);
    const max = Number(this.props.field.get('max') ?? Number.POSITIVE_INFINITY);
    const count = idsOf(this.props.value).length;
    if (count >= min && count <= max) return true;
    return { error: { type: 'RANGE', message: `Choose ${min} to ${max} warning signs; ${count} chosen.` } };
  }

  private readonly toggle = (id: string, on: boolean) => {
    const ids = idsOf(this.props.value);
    this.props.onChange(on ? (ids.includes(id) ? ids : [...ids, id]) : ids.filter((chosen) => chosen !== id));
  };

  override render() {
    const { forID, value, field, setActiveStyle, setInactiveStyle } = this.props;
    const { area, level } = this.state;
    const signs = listOf<SignChoice>(this.props, 'signs');
    const areas = listOf<FilterChoice>(this.props, 'areas');
    const levels = listOf<FilterChoice>(this.props, 'levels');
    const levelName = new Map(levels.map((l) => [l.value, l.label]));
    const byId = new Map(signs.map((sign) => [sign.value, sign]));
    const chosen = idsOf(value);
    const shown = signsShown(signs, area, level);
    // With an area chosen, its own signs come first, apart from the many that fit any page.
    const own = area && area !== ANY_AREA ? shown.filter((sign) => sign.areas.includes(area)) : [];
    const areaName = areas.find((a) => a.value === area)?.label ?? area;
    const groups = own.length
      ? [
          { legend: `Signs for ${areaName}`, signs: own },
          { legend: 'Signs for any page', signs: shown.filter((sign) => !own.includes(sign)) },
        ]
      : [{ legend: 'Signs to choose from', signs: shown }];
    const describe = (sign: SignChoice) => `${levelName.get(sign.level) ?? sign.level}: ${sign.label}`;
    return (
      // Decap's label names no element it can label here: the group carries the field's name itself.
      <fieldset
        id={forID}
        aria-label={String(field.get('label'))}
        style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
        onFocus={setActiveStyle}
        onBlur={setInactiveStyle}
      >
        <p aria-live="polite" style={{ margin: '0 0 0.5rem' }}>
          {chosen.length ? `${chosen.length} signs chosen:` : 'No sign chosen yet.'}
        </p>
        {chosen.length > 0 && (
          <ul aria-label="Chosen warning signs" style={{ margin: '0 0 1rem', paddingLeft: '1.25rem' }}>
            {chosen.map((id) => {
              const sign = byId.get(id);
              const words = sign ? describe(sign) : `a sign the catalogue no longer holds (${id})`;
              return (
                <li key={id} style={{ marginBottom: '0.25rem' }}>
                  {words}{' '}
                  <button type="button" aria-label={`Take off: ${words}`} onClick={() => this.toggle(id, false)}>
                    Take off
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap', marginBottom: '0.5rem' }}>
          <Filter label="Body area" all="All areas" value={area} choices={areas} onChange={(value) => this.setState({ area: value })} />
          <Filter label="Level" all="All levels" value={level} choices={levels} onChange={(value) => this.setState({ level: value })} />
        </div>
        {groups.map(({ legend, signs: list }) => (
          <fieldset key={legend} style={{ maxHeight: '24rem', overflowY: 'auto', border: '1px solid #767676', padding: '0.5rem' }}>
            <legend>{`${legend} (${list.length})`}</legend>
            {list.map((sign) => (
              <label key={sign.value} style={{ display: 'block', margin: '0.25rem 0' }}>
                <input
                  type="checkbox"
                  checked={chosen.includes(sign.value)}
                  onChange={(event) => this.toggle(sign.value, event.target.checked)}
                />{' '}
                {describe(sign)}
              </label>
            ))}
          </fieldset>
        ))}
      </fieldset>
    );
  }
}
