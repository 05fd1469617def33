/**
 * The address the start line shows, one to open on this machine: a server on every interface (0.0.0.0,
 * ::) as localhost, which reaches it; one bound to a single address as that address, since localhost may
 * not reach it (and a browser may try ::1 first for a server on 127.0.0.1 only).
 */
import { type AddressInfo, isIPv6 } from 'node:net';

const EVERY_INTERFACE = new Set(['0.0.0.0', '::']);

export function localAddress({ address, port }: Pick<AddressInfo, 'address' | 'port'>): string {
  const host = EVERY_INTERFACE.has(address) ? 'localhost' : isIPv6(address) ? `[${address}]` : address;
  return `http://${host}:${port}/`;
}
