/** Props: the automatic tags, the list's name for them, each button's name, and what choosing one does. */
export interface TagButtonsProps {
  tags: string[] | undefined;
  label: string;
  buttonLabel: (tag: string) => string;
  onChoose: (tag: string) => void;
}

/** An item's automatic tags as buttons that narrow its list to that tag. */
export default function TagButtons({ tags, label, buttonLabel, onChoose }: TagButtonsProps) {
  if (!tags?.length) return null;
  return (
    <ul className="admin-tags" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>
          <button
            type="button"
            className="button tag-button"
            onClick={() => onChoose(tag)}
            aria-label={buttonLabel(tag)}
          >
            {tag}
          </button>
        </li>
      ))}
    </ul>
  );
}
