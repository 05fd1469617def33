/**
 * Menus built from content: the rail's services submenu (the services table's groups, one level deep)
 * and the mobile menu's links. Golf Cart and UTV Shipping stay out of both.
 */
import { RAIL_MENU } from '../content/navigation';
import { SERVICE_GROUPS, serviceBySlug, servicePath } from '../content/services';

/** A link of a header menu, with the links of its submenu. */
export interface HeaderLink {
  label: string;
  href: string;
  children?: readonly { label: string; href: string }[];
}

export interface MenuGroup {
  id: string;
  name: string;
  links: { label: string; href: string }[];
}

export function servicesMenu(): MenuGroup[] {
  return SERVICE_GROUPS.map((group) => ({
    id: group.id,
    name: group.name,
    links: group.slugs.flatMap((slug) => {
      const page = serviceBySlug(slug);
      return page && !page.hiddenFromMenus ? [{ label: page.name, href: servicePath(slug) }] : [];
    }),
  })).filter((group) => group.links.length > 0);
}

/** The mobile menu: the rail's items, with the guide's children and the visible services. */
export function mobileMenuLinks(): HeaderLink[] {
  return RAIL_MENU.map((item) => ({
    label: item.label,
    href: item.href,
    children:
      item.id === 'services'
        ? // A service listed in two groups (Enclosed Motorcycle Shipping) appears once here.
          [...new Map(servicesMenu().flatMap((group) => group.links.map((link) => [link.href, link]))).values()]
        : item.children?.filter((child) => child.href !== item.href).map(({ label, href }) => ({ label, href })),
  }));
}
