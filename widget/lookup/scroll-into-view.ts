/**
 * Stands in for `compute-scroll-into-view` in the lookup chunk. downshift calls
 * `compute(item, { boundary: menu, block: 'nearest', scrollMode: 'if-needed' })` to keep the
 * highlighted suggestion visible; our menus are the only scroll container involved, so one
 * nearest-edge calculation does it in a few lines instead of 1.3 KB gzip.
 */
export interface ScrollAction {
  el: Element;
  top: number;
  left: number;
}

export function compute(target: Element, options: { boundary?: Element | null } = {}): ScrollAction[] {
  const menu = options.boundary;
  if (!menu?.contains(target)) return [];
  if (!menu) return [];
  const item = target.getBoundingClientRect();
  const box = menu.getBoundingClientRect();
  let top = menu.scrollTop;
  if (item.top < box.top) top -= box.top - item.top;
  else if (item.bottom > box.bottom) top += item.bottom - box.bottom;
  return top === menu.scrollTop ? [] : [{ el: menu, top, left: menu.scrollLeft }];
}
