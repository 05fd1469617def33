import { describe, expect, it } from 'vitest';
import { placeOfPostalCode } from './city-zip-index';

describe('placeOfPostalCode', () => {
  it('places a US ZIP and a Canadian postal code with their state or province', () => {
    expect(placeOfPostalCode('02108')).toMatchObject({ state: 'MA', label: expect.stringContaining('Boston') });
    expect(placeOfPostalCode(' m5v 3l9 ')).toMatchObject({ state: 'ON' });
  });

  it('places nothing for text that is not a code alone, or a code the data does not hold', () => {
    for (const text of ['Boston, MA 02108', '0210', 'abcde', '', '99999'])
      expect(placeOfPostalCode(text)).toBeUndefined();
  });
});
