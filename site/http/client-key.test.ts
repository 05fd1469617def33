import { describe, expect, it } from 'vitest';
import { addressKey, clientKeyOf, MAX_CLIENT_KEY_LENGTH } from './client-key';

const SOCKET = '10.0.0.5';

describe('clientKeyOf', () => {
  it('uses the socket address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientKeyOf('203.0.113.1', SOCKET, 0)).toBe(SOCKET);
    expect(clientKeyOf(undefined, SOCKET, 0)).toBe(SOCKET);
  });

  it('takes the rightmost address behind one proxy, ignoring what the client wrote to its left', () => {
    expect(clientKeyOf('198.51.100.7', SOCKET, 1)).toBe('198.51.100.7');
    expect(clientKeyOf('1.1.1.1, 198.51.100.7', SOCKET, 1)).toBe('198.51.100.7');
    expect(clientKeyOf('6.6.6.6, 2.2.2.2,198.51.100.7', SOCKET, 1)).toBe('198.51.100.7');
  });

  it('takes the second address from the right behind two proxies', () => {
    expect(clientKeyOf('6.6.6.6, 198.51.100.7, 10.1.1.1', SOCKET, 2)).toBe('198.51.100.7');
    expect(clientKeyOf('198.51.100.7, 10.1.1.1', SOCKET, 2)).toBe('198.51.100.7');
  });

  it('takes the leftmost address when the header has fewer entries than there are proxies', () => {
    expect(clientKeyOf('198.51.100.7', SOCKET, 2)).toBe('198.51.100.7');
    expect(clientKeyOf('198.51.100.7, 10.1.1.1', SOCKET, 5)).toBe('198.51.100.7');
  });

  it('falls back to the socket address when the header is missing, empty or only commas', () => {
    for (const header of [undefined, '', '   ', ', ,']) expect(clientKeyOf(header, SOCKET, 1)).toBe(SOCKET);
  });

  it('answers "local" when there is neither a header nor a socket', () => {
    expect(clientKeyOf(undefined, undefined, 1)).toBe('local');
  });

  it('keys the socket address the same way as a forwarded one', () => {
    expect(clientKeyOf(undefined, '::ffff:127.0.0.1', 0)).toBe('127.0.0.1');
    expect(clientKeyOf(undefined, '2001:db8:1:2:3:4:5:6', 0)).toBe('2001:db8:1:2::/64');
  });

  it('keeps garbage values short and never throws on them', () => {
    const long = 'x'.repeat(10_000);
    expect(clientKeyOf(long, SOCKET, 1)).toHaveLength(MAX_CLIENT_KEY_LENGTH);
    expect(clientKeyOf(`1.2.3.4, ${long}`, SOCKET, 1)).toHaveLength(MAX_CLIENT_KEY_LENGTH);
    for (const junk of ['unknown', '<script>', '999.1.1.1', '::::', '[::1', 'a:b:c', '\u0000\u00ff', '1.2.3.4:x']) {
      const key = clientKeyOf(junk, SOCKET, 1);
      expect(typeof key).toBe('string');
      expect(key.length).toBeGreaterThan(0);
      expect(key.length).toBeLessThanOrEqual(MAX_CLIENT_KEY_LENGTH);
    }
  });
});

describe('addressKey', () => {
  it('keeps an IPv4 address as it is, and drops a port', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('203.0.113.9:51234')).toBe('203.0.113.9');
  });

  it('treats IPv4-mapped IPv6 addresses as the IPv4 address they carry', () => {
    expect(addressKey('::ffff:1.2.3.4')).toBe('1.2.3.4');
    expect(addressKey('::FFFF:1.2.3.4')).toBe('1.2.3.4');
    expect(addressKey('::ffff:0102:0304')).toBe('1.2.3.4');
    expect(addressKey('[::ffff:1.2.3.4]:443')).toBe('1.2.3.4');
  });

  it('keys IPv6 clients by their /64, however the address is written', () => {
    const key = '2001:db8:abcd:12::/64';
    expect(addressKey('2001:db8:abcd:12::1')).toBe(key);
    expect(addressKey('2001:0DB8:ABCD:0012:ffff:ffff:ffff:ffff')).toBe(key);
    expect(addressKey('[2001:db8:abcd:12:1:2:3:4]:8443')).toBe(key);
    expect(addressKey('2001:db8:abcd:12::1%eth0')).toBe(key);
    expect(addressKey('2001:db8:abcd:12::1.2.3.4')).toBe(key);
    expect(addressKey('2001:db8:abcd:13::1')).not.toBe(key);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('keeps anything that is not an address as lower-case text cut to length', () => {
    expect(addressKey(' Unknown ')).toBe('unknown');
    expect(addressKey('_Hidden-Proxy')).toBe('_hidden-proxy');
    expect(addressKey('y'.repeat(200))).toBe('y'.repeat(MAX_CLIENT_KEY_LENGTH));
  });
});
