/**
 * The main site's left icon rail. Items with a submenu are
 * disclosure widgets (<details>): Enter or Space opens and closes them, with or without JavaScript.
 */
import type { ReactElement } from 'react';
import { RAIL_MENU } from '../../content/navigation';
import { Icon } from '../../ui/Icon';
import { servicesMenu } from '../../ui/menus';
import { Island } from '../islands/island';
import { ThemeToggle } from '../islands/ThemeToggle';

export function Rail({ currentPath }: { currentPath: string }): ReactElement {
  const isCurrent = (href: string) => href === currentPath;
  const inSection = (href: string) => href !== '/' && !href.includes('#') && currentPath.startsWith(href);
  return (
    <aside className="rail">
      <nav aria-label="Main">
        <ul className="rail-list">
          {RAIL_MENU.map((item) => {
            const label = (
              <>
                <Icon name={item.icon} />
                <span className="rail-label">{item.label}</span>
              </>
            );
            if (item.id === 'services' || item.children) {
              const groups =
                item.id === 'services'
                  ? servicesMenu()
                  : [
                      {
                        id: item.id,
                        name: item.label,
                        links: (item.children ?? []).map((c) => ({ label: c.label, href: c.href })),
                      },
                    ];
              return (
                <li key={item.id}>
                  <details name="rail" className={`rail-group${inSection(item.href) ? ' rail-item--section' : ''}`}>
                    <summary className="rail-item">{label}</summary>
                    <div className="rail-flyout">
                      <a
                        className="rail-flyout-all"
                        href={item.href}
                        aria-current={isCurrent(item.href) ? 'page' : undefined}
                      >
                        {item.id === 'services' ? 'All services' : item.label}
                      </a>
                      {groups.map((group) => (
                        <div key={group.id} className="rail-flyout-group">
                          {item.id === 'services' && <p className="rail-flyout-title">{group.name}</p>}
                          <ul>
                            {group.links
                              .filter((link) => !(item.id !== 'services' && link.href === item.href))
                              .map((link) => (
                                <li key={link.href}>
                                  <a href={link.href} aria-current={isCurrent(link.href) ? 'page' : undefined}>
                                    {link.label}
                                  </a>
                                </li>
                              ))}
                          </ul>
                        </div>
                      ))}
                    </div>
                  </details>
                </li>
              );
            }
            return (
              <li key={item.id}>
                <a
                  className={`rail-item${inSection(item.href) ? ' rail-item--section' : ''}`}
                  href={item.href}
                  aria-current={isCurrent(item.href) ? 'page' : undefined}
                >
                  {label}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      <Island name="theme-toggle" component={ThemeToggle} props={{ compact: true }} className="rail-theme" />
    </aside>
  );
}
