import { useRef, type KeyboardEvent, type ReactNode } from 'react';

/** Props: the tabs (id and label), the selected one, what selecting does, and the selected panel. */
export interface TabsProps<T extends string> {
  label: string;
  /** Class of the tab list (default `tabs`). */
  className?: string;
  tabs: Array<{ id: T; label: string }>;
  selected: T;
  onSelect: (id: T) => void;
  children: ReactNode;
}

/** An ARIA tab list (arrow keys, Home, End move between tabs) and its one panel. */
export default function Tabs<T extends string>({
  label,
  className = 'tabs',
  tabs,
  selected,
  onSelect,
  children,
}: TabsProps<T>) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  function onKeyDown(event: KeyboardEvent) {
    const index = tabs.findIndex((t) => t.id === selected);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length]!;
    onSelect(tab.id);
    refs.current[tab.id]?.focus();
  }
  return (
    <>
      <div className={className} role="tablist" aria-label={label}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[tab.id] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-selected={tab.id === selected}
            aria-controls={`panel-${tab.id}`}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${selected}`} aria-labelledby={`tab-${selected}`}>
        {children}
      </div>
    </>
  );
}
