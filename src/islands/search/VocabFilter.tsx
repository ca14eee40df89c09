import Field from '../common/Field';

/** Props: the label, the "any" choice's label, the list (id → label, undefined while loading), the chosen ids and the change. */
export interface VocabFilterProps {
  label: string;
  anyLabel: string;
  list: Record<string, string> | undefined;
  values: Array<string | number>;
  onChange: (values: string[]) => void;
}

const MULTIPLE = '__multiple';

/** A search filter choosing one value of a vocabulary list (category, licence, language). Several values from a link
 *  (a person's languages) show as one option until another is chosen; an id the list lacks still shows. */
export default function VocabFilter({ label, anyLabel, list, values, onChange }: VocabFilterProps) {
  const chosen = values.map(String);
  const name = (v: string) => list?.[v] ?? v;
  const value = chosen.length > 1 ? MULTIPLE : (chosen[0] ?? '');
  return (
    <Field label={label} className="search-filter">
      {(control) => (
        <select
          {...control}
          value={value}
          onChange={(e) => {
            if (e.target.value !== MULTIPLE) onChange(e.target.value ? [e.target.value] : []);
          }}
        >
          <option value="">{anyLabel}</option>
          {chosen.length > 1 && <option value={MULTIPLE}>{chosen.map(name).join(', ')}</option>}
          {chosen.length === 1 && !list?.[chosen[0]!] && <option value={chosen[0]}>{chosen[0]}</option>}
          {Object.entries(list ?? {}).map(([id, text]) => (
            <option key={id} value={id}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
