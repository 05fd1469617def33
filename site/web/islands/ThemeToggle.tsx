/**
 * The dark/light switch: the choice is kept in localStorage under `theme`; with none,
 * the page follows prefers-color-scheme. The inline script of site/ui/theme-init.ts applies the stored choice before
 * the first paint, so a reload never flashes the wrong theme; this island only changes it.
 */
import { type ReactElement, useEffect, useState } from 'react';
import { Icon } from '../../ui/Icon';

export const THEME_KEY = 'theme';
type Theme = 'light' | 'dark';

function currentTheme(): Theme {
  const set = document.documentElement.dataset.theme;
  if (set === 'dark' || set === 'light') return set;
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function ThemeToggle({ compact = false }: { compact?: boolean }): ReactElement {
  // The server cannot know the theme: render "light", then read the page's real state after hydration.
  const [theme, setTheme] = useState<Theme | undefined>(undefined);
  useEffect(() => setTheme(currentTheme()), []);

  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className={`theme-toggle${compact ? ' theme-toggle--compact' : ''}`}
      role="switch"
      aria-checked={dark}
      onClick={() => {
        // From the page, not from state: a click replayed right after hydration can come before the
        // effect above has read the theme, and would then switch a dark page to dark.
        const next: Theme = currentTheme() === 'dark' ? 'light' : 'dark';
        document.documentElement.dataset.theme = next;
        try {
          localStorage.setItem(THEME_KEY, next);
        } catch {
          // Storage can be blocked (private mode, policies): the switch still works for this page.
        }
        setTheme(next);
      }}
    >
      {/* Both icons: CSS shows the one for the page's theme even before this island hydrates. */}
      <span className="theme-icon theme-icon--light">
        <Icon name="sun" size={20} />
      </span>
      <span className="theme-icon theme-icon--dark">
        <Icon name="moon" size={20} />
      </span>
      <span className={compact ? 'visually-hidden' : 'theme-toggle-label'}>Dark theme</span>
    </button>
  );
}
