import { describe, expect, it } from 'vitest';
import { contactPhoneText, greetingName, plainText } from './visitor-text';

describe('greetingName', () => {
  it.each(['Dana', 'Mary Ann', "O'Brien", 'Jean-Luc', 'José', 'Zoë', 'J. R.', 'Łukasz', '李'])(
    'greets %j by name',
    (name) => {
      expect(greetingName(name)).toBe(name);
    },
  );

  it.each([
    'URGENT: pay deposit at https://evil.example/pay',
    'evil.example',
    'www.evil',
    'call 800 555 0100',
    'dana@example.com',
    'Dana 2',
    'Dana!',
    'A name far longer than anyone would type as a first name',
    '',
  ])('greets %j without a name', (name) => {
    expect(greetingName(name)).toBeUndefined();
  });
});

describe('plainText', () => {
  it.each([
    'Chicago, IL 60601',
    'St. Louis, MO',
    'Toronto, ON M5V 3L9',
    '123 Main St #4',
    'F-150',
    'Model 3',
    'Rolls-Royce',
  ])('repeats %j', (text) => {
    expect(plainText(text)).toBe(text);
  });

  it.each([
    'Your card was charged $1,260. Dispute: call +1 800 555 0100 www.evil.example',
    'evil.example',
    'EVIL.EXAMPLE',
    'http://10.0.0.1',
    'write to help@evil.example',
    '+1 (800) 555-0100',
    '8005550100',
    'Pay now!',
  ])('does not repeat %j', (text) => {
    expect(plainText(text)).toBeUndefined();
  });
});

describe('contactPhoneText', () => {
  it.each(['(213) 555-0199', '+1 213 555 0199', '213.555.0199', '2135550199', '+44 20 7946 0958'])(
    'repeats %j, a phone number and nothing else',
    (phone) => {
      expect(contactPhoneText(` ${phone} `)).toBe(phone);
    },
  );

  it.each(['call 213 555 0199', '213-555-0199 or evil.example', 'pay@evil.example', '555-01', '1234567890123456', ''])(
    'does not repeat %j',
    (text) => {
      expect(contactPhoneText(text)).toBeUndefined();
    },
  );
});
