import { useEffect, useState } from 'react';

/** Props: the list's current search, what to call when it changes, the box's name. */
export interface ListSearchProps {
  value: string;
  /** Called with the trimmed text after a pause in typing (none in an inert copy). */
  onSearch?: (value: string) => void;
  label: string;
}

/** A list's search box: applied after a short pause in typing (the list store keeps it in the URL). */
export default function ListSearch({ value, onSearch, label }: ListSearchProps) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSearch?.(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <input
      type="search"
      className="list-search"
      aria-label={label}
      placeholder={label}
      value={text}
      onChange={(e) => setText(e.target.value)}
    />
  );
}
