import { describe, expect, it } from 'vitest';
import { joinKeys, laterWordStarts, normalise, rememberingNormalise, shortForm, spellingVariants } from './normalise';

describe('normalise', () => {
  it('folds case and accents so "montreal" and "Montréal" are one key', () => {
    expect(normalise('Montréal')).toBe('montreal');
    expect(normalise('MONTRÉAL')).toBe(normalise('montreal'));
    expect(normalise('São Paulo')).toBe('sao paulo');
  });

  it('spells out letters Unicode does not decompose', () => {
    expect(normalise('Łódź')).toBe('lodz');
    expect(normalise('Ærøskøbing')).toBe('aeroskobing');
    expect(normalise('Straße')).toBe('strasse');
  });

  it('drops apostrophes and turns other punctuation into single spaces', () => {
    expect(normalise("Lee's Summit")).toBe('lees summit');
    expect(normalise('St. Louis')).toBe('st louis');
    expect(normalise('  Winston--Salem,   NC  ')).toBe('winston salem nc');
  });

  it('keeps letters and digits of other scripts', () => {
    expect(normalise('東京 2')).toBe('東京 2');
  });

  it('reduces emoji, symbols and punctuation alone to an empty key', () => {
    expect(normalise('🚗🚙')).toBe('');
    expect(normalise('%')).toBe('');
    expect(normalise('.*+?^$' + '{}()|[]\\')).toBe('');
    expect(normalise('!'.repeat(100))).toBe('');
  });
});

describe('spelling variants', () => {
  it('offers the long and the short form of saint, fort and mount', () => {
    expect(spellingVariants('st louis')).toEqual(['st louis', 'saint louis']);
    expect(spellingVariants('fort worth')).toEqual(['fort worth', 'ft worth']);
    expect(spellingVariants('dallas')).toEqual(['dallas']);
  });

  it('joins two sources on the short form', () => {
    expect(shortForm('saint louis')).toBe(shortForm('st louis'));
  });
});

describe('key helpers', () => {
  it('lists the later word starts of a key', () => {
    expect(laterWordStarts('land rover')).toEqual(['rover']);
    expect(laterWordStarts('corolla')).toEqual([]);
  });

  it('builds the same label key from parts as from the whole label', () => {
    expect(joinKeys(normalise('Dallas'), 'tx', '75201')).toBe(normalise('Dallas, TX 75201'));
    expect(joinKeys('', 'on')).toBe('on');
  });

  it('remembers answers within one build', () => {
    const key = rememberingNormalise();
    expect(key('Montréal')).toBe('montreal');
    expect(key('Montréal')).toBe('montreal');
  });
});
