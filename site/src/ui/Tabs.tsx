import { useRef, type KeyboardEvent, type ReactNode } from 'react';

interface Props<Id extends string> {
  label: string;
  tabs: ReadonlyArray<{ id: Id; label: string }>;
  selected: Id;
  onSelect: (id: Id) => void;
  /** The selected tab's panel. */
  children: ReactNode;
}

/** Tabs with the WAI-ARIA pattern: arrow keys move between tabs and select them. */
export default function Tabs<Id extends string>({ label, tabs, selected, onSelect, children }: Props<Id>) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowLeft: tabs.length - 1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const index = (tabs.findIndex((tab) => tab.id === selected) + step) % tabs.length;
    onSelect(tabs[index]!.id);
    buttons.current[index]?.focus();
  };
  return (
    <>
      <div className="tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-selected={tab.id === selected}
            aria-controls={`panel-${tab.id}`}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
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

/**
 * Puts the chosen tab in the address's `param`, or takes it out (null, the tab a bare address opens), without a new
 * history entry: a reload or a shared link opens the same tab.
 */
export function tabInAddress(param: string, value: string | null): void {
  const address = new URL(window.location.href);
  if (value === null) address.searchParams.delete(param);
  else address.searchParams.set(param, value);
  window.history.replaceState(null, '', address);
}
