import { describe, expect, it } from 'vitest';
import { siteCsp } from './site-csp';

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe('siteCsp', () => {
  it('allows frames from the privacy-enhanced YouTube player only', () => {
    const csp = siteCsp('abc', { gtm: true, cmsImages: 'https://cms.example' });
    expect(directive(csp, 'frame-src')).toBe('frame-src https://www.youtube-nocookie.com');
  });

  it('loads video thumbnails from the site itself, with no YouTube host among images or scripts', () => {
    const csp = siteCsp('abc', { gtm: false, cmsImages: 'https://cms.example' });
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: https://cms.example");
    expect(csp).not.toMatch(/ytimg|youtube\.com/);
  });
});
