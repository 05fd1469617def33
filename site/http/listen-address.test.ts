import { describe, expect, it } from 'vitest';
import { localAddress } from './listen-address';

describe('the address the start line shows', () => {
  it('is the loopback address itself for a server on loopback only', () => {
    expect(localAddress({ address: '127.0.0.1', port: 3000 })).toBe('http://127.0.0.1:3000/');
    expect(localAddress({ address: '::1', port: 3000 })).toBe('http://[::1]:3000/');
  });

  it('is localhost for a server on every interface', () => {
    expect(localAddress({ address: '0.0.0.0', port: 8080 })).toBe('http://localhost:8080/');
    expect(localAddress({ address: '::', port: 8080 })).toBe('http://localhost:8080/');
  });

  it('is the one address a server was bound to', () => {
    expect(localAddress({ address: '192.0.2.2', port: 3000 })).toBe('http://192.0.2.2:3000/');
    expect(localAddress({ address: 'fd00::2', port: 3000 })).toBe('http://[fd00::2]:3000/');
  });
});
