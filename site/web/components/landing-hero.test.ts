import { describe, expect, it } from 'vitest';
import { heroTitleClass } from './LandingHero';

describe('heroTitleClass', () => {
  it('keeps the full size up to 40 characters and shrinks a longer headline', () => {
    expect(heroTitleClass('x'.repeat(40))).toBe('landing-title');
    expect(heroTitleClass('x'.repeat(41))).toBe('landing-title landing-title--long');
  });

  it('counts characters, not UTF-16 units, so an accent or emoji does not tip the balance', () => {
    expect(heroTitleClass(`${'é'.repeat(39)}🚗`)).toBe('landing-title');
  });
});
