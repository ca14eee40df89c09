import { useState, type KeyboardEvent } from 'react';
import { useT } from '../../i18n/useT';

/** Props: the tags, where changes go, and the ids/ARIA the Field gives the text input. */
export interface TagsInputProps {
  tags: string[];
  onChange: (tags: string[]) => void;
  control: { id: string; 'aria-invalid': boolean | undefined; 'aria-describedby': string | undefined };
  disabled?: boolean;
}

/** Tags as removable chips; Enter or a comma adds what was typed, Backspace on an empty input takes the last one off. */
export default function TagsInput({ tags, onChange, control, disabled }: TagsInputProps) {
  const t = useT();
  const [draft, setDraft] = useState('');
  const add = () => {
    const tag = draft.trim().replace(/,+$/, '').trim();
    if (tag && !tags.includes(tag)) onChange([...tags, tag]);
    setDraft('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' || e.key === ',') {
      e.preventDefault();
      add();
    } else if (e.key === 'Backspace' && !draft && tags.length) onChange(tags.slice(0, -1));
  };
  return (
    <div className="tags-input">
      {tags.length > 0 && (
        <ul className="tags-list" aria-label={t('videoForm.tagList', 'Tags added')}>
          {tags.map((tag) => (
            <li key={tag}>
              <span>{tag}</span>
              <button
                type="button"
                className="tag-remove"
                disabled={disabled}
                aria-label={t('videoForm.removeTag', 'Remove tag {tag}', { tag })}
                onClick={() => onChange(tags.filter((x) => x !== tag))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        {...control}
        value={draft}
        disabled={disabled}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={add}
      />
    </div>
  );
}
