interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The first option, whose value 'all' filters nothing. */
  all: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

/** A labelled filter select: `all`, then one option per choice present. */
export default function SelectField({ id, label, value, onChange, all, options }: Props) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="all">{all}</option>
        {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </select>
    </div>
  );
}
