import { describe, expect, it } from 'vitest';
import { parseHttpUrl } from './http-url';

describe('parseHttpUrl', () => {
  it.each(['https://example.com/a?b#c', 'http://localhost:3000', 'HTTPS://EXAMPLE.COM'])('accepts %j', (value) => {
    expect(parseHttpUrl(value)).toBeInstanceOf(URL);
  });

  it('answers the parsed address', () => {
    expect(parseHttpUrl('https://Example.com:443/path/')?.href).toBe('https://example.com/path/');
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,hi',
    'file:///etc/passwd',
    'ftp://example.com',
    'mailto:a@example.com',
    'example.com',
    '/relative/path',
    '',
    'not a url',
  ])('refuses %j', (value) => {
    expect(parseHttpUrl(value)).toBeUndefined();
  });
});
