/**
 * Who a request comes from, for rate limiting only (never logged: an IP address is personal data).
 *
 * With TRUST_PROXY = n, the client is the n-th address from the right of X-Forwarded-For: each proxy
 * appends the address that connected to it, so the right-hand n entries were written by proxies the
 * operator runs, while everything left of them was written by the client and may be forged. Without
 * trusted proxies the socket's address counts, so a client cannot dodge the limit with a header.
 */
import { isIPv4, isIPv6 } from 'node:net';
import type { HttpBindings } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { requestHeader } from './node-request';

/** A key is a map key held per client: bounded, so a long header cannot grow the limiter's memory. */
export const MAX_CLIENT_KEY_LENGTH = 64;

export function clientKey(c: Context, trustProxy: number): string {
  if (trustProxy > 0) return clientKeyOf(requestHeader(c, 'x-forwarded-for'), socketAddress(c), trustProxy);
  return socketKey(c) ?? 'local';
}

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // app.request() in tests has no socket.
    return undefined;
  }
}

/** A connection's key, kept with it: a kept-alive connection brings many requests from one address. */
const keyBySocket = new WeakMap<object, string>();

function socketKey(c: Context): string | undefined {
  const socket = (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket;
  if (socket === undefined) {
    const address = socketAddress(c);
    return address ? addressKey(address) : undefined;
  }
  let key = keyBySocket.get(socket);
  if (key === undefined) {
    const address = socket.remoteAddress;
    if (!address) return undefined;
    key = addressKey(address);
    keyBySocket.set(socket, key);
  }
  return key;
}

/**
 * The rate-limit key of a request from its X-Forwarded-For header and its socket's address. When the
 * header holds fewer entries than there are proxies, the leftmost present is the best there is.
 */
export function clientKeyOf(forwardedFor: string | undefined, socket: string | undefined, trustProxy: number): string {
  if (trustProxy > 0 && forwardedFor !== undefined) {
    const entries = forwardedFor
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    const client = entries[Math.max(0, entries.length - trustProxy)];
    if (client !== undefined) return addressKey(client);
  }
  return socket ? addressKey(socket) : 'local';
}

/**
 * One address as a key: IPv4 as is (an IPv4-mapped IPv6 address too), IPv6 by its /64 prefix, since
 * one subscriber commonly holds a whole /64 and could otherwise take a fresh address per request.
 * Anything else (a proxy's "unknown", an obfuscated identifier) is kept as text, cut to length.
 */
export function addressKey(address: string): string {
  const host = withoutPort(address.trim());
  if (isIPv4(host)) return host;
  // The socket's own form of an IPv4 client on a dual-stack server: every request's, so kept quick.
  if (host.startsWith('::ffff:') && isIPv4(host.slice(7))) return host.slice(7);
  const groups = isIPv6(host) ? ipv6Groups(host) : undefined;
  if (!groups) return address.trim().toLowerCase().slice(0, MAX_CLIENT_KEY_LENGTH);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** "[2001:db8::1]:443" and "203.0.113.7:5123" as proxies sometimes write them, without the port. */
function withoutPort(address: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) return bracketed[1]!;
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(address);
  return v4WithPort ? v4WithPort[1]! : address;
}

/** The eight 16-bit groups of a valid IPv6 address (zone dropped, an embedded IPv4 tail converted). */
function ipv6Groups(address: string): number[] | undefined {
  let text = address.replace(/%.*$/, '').toLowerCase();
  const v4Tail = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4Tail) {
    const [a, b, c, d] = v4Tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4Tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16)));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const groups = [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
  return groups.length === 8 && groups.every((group) => Number.isInteger(group)) ? groups : undefined;
}
