// A fieldset of checkboxes over a list of enum values.
import { humanize } from './format';

interface CheckboxGroupProps<T extends string> {
  legend: string;
  options: readonly T[];
  selected: readonly T[];
  onChange(next: T[]): void;
}

export function CheckboxGroup<T extends string>({ legend, options, selected, onChange }: CheckboxGroupProps<T>) {
  const toggle = (value: T, on: boolean) =>
    onChange(on ? options.filter((o) => o === value || selected.includes(o)) : selected.filter((s) => s !== value));
  return (
    <fieldset className="checkbox-group">
      <legend>
        {legend}
        {selected.length ? <span className="count">{selected.length}</span> : null}
      </legend>
      {options.map((value) => (
        <label key={value} className="checkbox">
          <input type="checkbox" checked={selected.includes(value)} onChange={(e) => toggle(value, e.target.checked)} />
          <span>{humanize(value)}</span>
        </label>
      ))}
    </fieldset>
  );
}
