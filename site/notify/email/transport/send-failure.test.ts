import { describe, expect, it } from 'vitest';
import { classifySendError } from './send-failure';

const smtpError = (fields: Record<string, unknown>) =>
  Object.assign(new Error('550 5.1.1 <dana@example.com>: Recipient address rejected'), fields);

describe('classifySendError', () => {
  it('gives up on a 5xx reply to the message and retries a 4xx one', () => {
    expect(classifySendError(smtpError({ code: 'EENVELOPE', responseCode: 550 }))).toEqual({
      ok: false,
      permanent: true,
      reason: 'SMTP 550',
    });
    expect(classifySendError(smtpError({ code: 'EMESSAGE', responseCode: 552 }))).toMatchObject({ permanent: true });
    expect(classifySendError(smtpError({ code: 'EMESSAGE', responseCode: 421 }))).toEqual({
      ok: false,
      permanent: false,
      reason: 'SMTP 421',
    });
  });

  it('retries a refused login or TLS upgrade, naming the step', () => {
    expect(classifySendError(smtpError({ code: 'EAUTH', responseCode: 535 }))).toEqual({
      ok: false,
      permanent: false,
      reason: 'EAUTH SMTP 535',
    });
    expect(classifySendError(smtpError({ code: 'ETLS', responseCode: 554 }))).toMatchObject({ permanent: false });
  });

  it('names a socket failure by the code Node gave it', () => {
    const refused = smtpError({ code: 'ESOCKET', originalCode: 'ECONNREFUSED' });
    expect(classifySendError(refused)).toEqual({ ok: false, permanent: false, reason: 'ECONNREFUSED' });
    expect(classifySendError(smtpError({ code: 'ETIMEDOUT' }))).toEqual({
      ok: false,
      permanent: false,
      reason: 'ETIMEDOUT',
    });
  });

  it('keeps nothing but a code: never the message, and never a code-shaped field that is not one', () => {
    const odd = smtpError({ code: 'dana@example.com', responseCode: '550' });
    expect(classifySendError(odd)).toEqual({ ok: false, permanent: false, reason: 'UNKNOWN' });
    expect(classifySendError('connection to smtp://user:secret@host failed')).toEqual({
      ok: false,
      permanent: false,
      reason: 'UNKNOWN',
    });
    expect(classifySendError(undefined)).toEqual({ ok: false, permanent: false, reason: 'UNKNOWN' });
  });
});
