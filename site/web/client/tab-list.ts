/**
 * Tab lists (the WAI-ARIA tabs pattern with automatic activation): the server renders every tab and
 * panel with the first selection; this adds clicks, the arrow keys, Home and End, and the roving
 * tabindex, so Tab reaches the selected tab only and the arrows move between tabs.
 */

function select(tabs: readonly HTMLElement[], chosen: HTMLElement): void {
  for (const tab of tabs) {
    const selected = tab === chosen;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
    const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !selected;
  }
  chosen.focus();
}

function enhance(list: HTMLElement): void {
  const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]')];
  list.addEventListener('click', (event) => {
    const tab = (event.target as Element).closest<HTMLElement>('[role="tab"]');
    if (tab && tabs.includes(tab)) select(tabs, tab);
  });
  list.addEventListener('keydown', (event) => {
    const current = tabs.indexOf(event.target as HTMLElement);
    if (current < 0) return;
    const last = tabs.length - 1;
    const next = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(tabs, tabs[next] as HTMLElement);
  });
}

export function enhanceTabLists(): void {
  for (const list of document.querySelectorAll<HTMLElement>('[role="tablist"]')) enhance(list);
}
