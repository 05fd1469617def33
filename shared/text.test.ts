import { describe, expect, it } from 'vitest';
import { foldText, sectionAnchor, slugify, stripTags, truncate, truncateOver } from './text';

const letters = (n: number) => 'abcdefghij'.repeat(Math.ceil(n / 10)).slice(0, n);

describe('truncate', () => {
  it('leaves text of exactly the limit untouched, without an ellipsis', () => {
    expect(truncate(letters(35), 35)).toBe(letters(35));
    expect(truncate('short', 35)).toBe('short');
  });

  it('cuts one character over the limit to the limit plus an ellipsis', () => {
    expect(truncate(letters(36), 35)).toBe(`${letters(35)}…`);
  });

  it('cuts a title to 35 characters, at whatever character the limit falls', () => {
    const title = 'How to Ship a Classic Car Across the Country Safely';
    expect(truncate(title, 35)).toBe('How to Ship a Classic Car Across th…');
  });

  it('drops the space before the ellipsis when the cut lands after a word', () => {
    expect(truncate('Ship your car today', 10)).toBe('Ship your…');
  });

  it('counts an emoji as one character and never splits it', () => {
    expect(truncate('🚗🚙🚕 go', 2)).toBe('🚗🚙…');
    expect(truncate('🚗🚙', 2)).toBe('🚗🚙');
  });
});

describe('truncateOver (review cards)', () => {
  // The limits the site's review cards use (site/content/site-figures.ts), as the cases they make.
  const landing = { over: 100, cutTo: 150 };
  const mainSmall = landing;
  const mainWide = { over: 250, cutTo: 230 };

  it('leaves a landing review of 100 characters whole', () => {
    expect(truncateOver(letters(100), landing.over, landing.cutTo)).toBe(letters(100));
  });

  it('shows a landing review of 101 to 150 characters whole, with no ellipsis, since nothing was cut', () => {
    expect(truncateOver(letters(101), landing.over, landing.cutTo)).toBe(letters(101));
    expect(truncateOver(letters(150), mainSmall.over, mainSmall.cutTo)).toBe(letters(150));
  });

  it('cuts a landing review over 150 characters to 150 plus an ellipsis', () => {
    expect(truncateOver(letters(151), landing.over, landing.cutTo)).toBe(`${letters(150)}…`);
    expect(truncateOver(letters(400), mainSmall.over, mainSmall.cutTo)).toBe(`${letters(150)}…`);
  });

  it('leaves a wide-screen review of 250 characters whole and cuts 251 to 230', () => {
    expect(truncateOver(letters(250), mainWide.over, mainWide.cutTo)).toBe(letters(250));
    expect(truncateOver(letters(251), mainWide.over, mainWide.cutTo)).toBe(`${letters(230)}…`);
  });
});

describe('slugify', () => {
  it('lowercases a category name and joins its words with dashes', () => {
    expect(slugify('Car Shipping Tips')).toBe('car-shipping-tips');
  });

  it('folds accents and collapses punctuation and extra spaces into one dash', () => {
    expect(slugify('  Café & Boat   Guides!  ')).toBe('cafe-boat-guides');
    expect(slugify('Auto Transport: 101')).toBe('auto-transport-101');
  });

  it('gives an empty slug for a name of only punctuation', () => {
    expect(slugify(' & ')).toBe('');
  });
});

describe('sectionAnchor', () => {
  it('lowercases a title and removes spaces, digits and dots', () => {
    expect(sectionAnchor('1. Prepare Your Vehicle')).toBe('prepareyourvehicle');
    expect(sectionAnchor('Step 2.5 Check  the Tires')).toBe('stepcheckthetires');
  });

  it('keeps other punctuation such as dashes and question marks', () => {
    expect(sectionAnchor('Door-to-door: Why?')).toBe('door-to-door:why?');
  });
});

describe('stripTags and foldText', () => {
  it('turns HTML into one line of plain text', () => {
    expect(stripTags('<p>Ship <strong>your</strong>\n car</p><p>today</p>')).toBe('Ship your car today');
  });

  it('folds case and accents so "montréal" finds "Montreal"', () => {
    expect(foldText('Montréal')).toBe(foldText('montreal'));
    expect(foldText('ÅLESUND')).toBe('alesund');
  });
});
