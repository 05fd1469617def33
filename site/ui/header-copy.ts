/** The booking pages' header words, as data (copy is data); the links' own labels come from the menus. */
export const headerCopy = {
  /** The navigation landmark's name, as the main site's rail names its own. */
  navLabel: 'Main',
  menu: 'Menu',
  services: 'Services',
  allServices: 'All services',
  /** Read before the number, so the phone link says what it does. */
  call: 'Call',
} as const;
