/**
 * A tab list rendered on the server: every tab and panel is in the HTML, the selected one shown. The
 * landing script (site/web/client/tab-list.ts) makes it switch; without JavaScript the tabs give way to
 * all panels one after the other (/assets/no-script.css), each with its own heading.
 */
import type { ReactElement, ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: string;
  panel: ReactNode;
  panelClassName?: string;
}

export function Tabs({
  label,
  items,
  selectedId,
  className,
}: {
  label: string;
  items: readonly TabItem[];
  selectedId: string;
  className?: string;
}): ReactElement {
  return (
    <div className={className ? `tabs ${className}` : 'tabs'}>
      <div className="tab-list" role="tablist" aria-label={label}>
        {items.map((item) => {
          const selected = item.id === selectedId;
          return (
            <button
              key={item.id}
              type="button"
              role="tab"
              className="tab"
              id={`tab-${item.id}`}
              aria-selected={selected}
              aria-controls={`panel-${item.id}`}
              tabIndex={selected ? 0 : -1}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          className={item.panelClassName ? `tab-panel ${item.panelClassName}` : 'tab-panel'}
          id={`panel-${item.id}`}
          aria-labelledby={`tab-${item.id}`}
          hidden={item.id !== selectedId}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a panel is a tab stop after its tab list, as in the WAI-ARIA tabs pattern
          tabIndex={0}
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
