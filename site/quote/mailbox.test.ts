import { describe, expect, it } from 'vitest';
import { mailboxOf } from './mailbox';

describe('mailboxOf', () => {
  it.each([
    ['dana@example.com', 'dana@example.com'],
    [' Dana@Example.COM ', 'dana@example.com'],
    ['dana+quotes@example.com', 'dana@example.com'],
    ['dana+a+b@example.com', 'dana@example.com'],
    ['D.a.n.a+x@Gmail.com', 'dana@gmail.com'],
    ['dana@googlemail.com', 'dana@gmail.com'],
    ['dana.rivera@example.com', 'dana.rivera@example.com'],
    ['+dana@example.com', '+dana@example.com'],
  ])('reads %j as the mailbox %j', (email, mailbox) => {
    expect(mailboxOf(email)).toBe(mailbox);
  });
});
