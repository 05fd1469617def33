import { describe, expect, it } from 'vitest';
import { friendlyMakeName, POPULAR_MAKE_IDS } from './make-names';

describe('friendlyMakeName', () => {
  it('capitalises all-caps words of four letters or more', () => {
    expect(friendlyMakeName('RIVIAN')).toBe('Rivian');
    expect(friendlyMakeName('MULLEN AUTOMOTIVE INC.')).toBe('Mullen Automotive Inc.');
    expect(friendlyMakeName("BERGEI'S BAD BOYZ BIKES")).toBe("Bergei's BAD Boyz Bikes");
  });

  it('keeps short words as acronyms, and brands styled in capitals', () => {
    expect(friendlyMakeName('BMW')).toBe('BMW');
    expect(friendlyMakeName('CONTEMPORARY CLASSIC CARS (CCC)')).toBe('Contemporary Classic Cars (CCC)');
    expect(friendlyMakeName('MINI')).toBe('MINI');
    expect(friendlyMakeName('CAN-AM')).toBe('Can-Am');
    expect(friendlyMakeName('S.T.I')).toBe('S.T.I');
  });

  it('leaves mixed-case names as vPIC writes them', () => {
    expect(friendlyMakeName('McLaren')).toBe('McLaren');
    expect(friendlyMakeName('Mercedes-Benz')).toBe('Mercedes-Benz');
  });
});

describe('POPULAR_MAKE_IDS', () => {
  it('lists each make once', () => {
    expect(new Set(POPULAR_MAKE_IDS).size).toBe(POPULAR_MAKE_IDS.length);
  });
});
