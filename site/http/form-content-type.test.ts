import { describe, expect, it } from 'vitest';
import { isFormContentType, isUrlencodedForm, mediaType } from './form-content-type';

describe('the Content-Type of a form post', () => {
  it('is read by its media type, in lower case, without parameters or the whitespace around it', () => {
    expect(mediaType('application/x-www-form-urlencoded;charset=UTF-8')).toBe('application/x-www-form-urlencoded');
    expect(mediaType('  APPLICATION/X-WWW-FORM-URLENCODED ; charset=utf-8')).toBe('application/x-www-form-urlencoded');
    expect(mediaType('Multipart/Form-Data; boundary=----x')).toBe('multipart/form-data');
    expect(mediaType(undefined)).toBe('');
    expect(mediaType('')).toBe('');
  });

  it.each([
    'application/x-www-form-urlencoded',
    'application/x-www-form-urlencoded;charset=UTF-8',
    'APPLICATION/X-WWW-FORM-URLENCODED ; charset=utf-8',
    '\tapplication/x-www-form-urlencoded\t',
  ])('takes %j for a urlencoded form', (header) => {
    expect(isUrlencodedForm(header)).toBe(true);
    expect(isFormContentType(header)).toBe(true);
  });

  it.each(['multipart/form-data; boundary=x', 'TEXT/PLAIN;charset=UTF-8'])(
    'takes %j for a form in another encoding, which the site’s handlers do not read',
    (header) => {
      expect(isFormContentType(header)).toBe(true);
      expect(isUrlencodedForm(header)).toBe(false);
    },
  );

  it.each([
    'application/x-www-form-urlencodedX',
    'application/x-www-form-urlencoded-extra',
    'application/x-www-form-urlencoded/x',
    'x-application/x-www-form-urlencoded',
    'application/json',
    'text/plainly',
    '',
    undefined,
  ])('takes %j for no form', (header) => {
    expect(isFormContentType(header)).toBe(false);
    expect(isUrlencodedForm(header)).toBe(false);
  });
});
