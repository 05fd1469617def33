/**
 * A quote holding a control character or a lone surrogate, sent to the API as the server builds it over
 * each backend: a typed answer is refused with 400 and its field's message, and nothing is stored; a
 * campaign or placement value, or the honeypot, is cleaned and the lead kept (docs/product.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../shared/api-types';
import { validationMessages as m } from '../../shared/messages';
import type { SubmissionInput } from '../../shared/schema';
import type { LeadRepository } from '../../site/storage/lead-repository';
import { openDatabase } from '../../site/storage/sqlite/database';
import { createSqliteLeadRepository } from '../../site/storage/sqlite/sqlite-lead-repository';
import { type ConfiguredApp, createConfiguredApp } from '../support/configured-app';
import { fakeLookups } from '../support/fake-lookups';
import { memoryLog } from '../support/memory-log';
import { newIdempotencyKey, validSubmissionInput } from '../support/valid-submission';
import { type OpenedStore, postgresBackend, type StorageBackend, sqliteBackend } from './storage-backends';

/** Every kind refused: NUL, other C0 controls (tab and line breaks among them), DEL, and each half of a pair alone. */
const REFUSED = {
  NUL: '\u0000',
  'U+0001': '\u0001',
  tab: '\t',
  'line feed': '\n',
  'carriage return': '\r',
  escape: '\u001b',
  'U+001F': '\u001f',
  DEL: '\u007f',
  'a lone high surrogate': '\ud800',
  'a lone low surrogate': '\udfff',
};

/** Sets `text` in the middle of a typed field's valid value. */
type Placement = (input: SubmissionInput, text: string) => SubmissionInput;
const middle = (value: string, text: string) =>
  `${value.slice(0, Math.ceil(value.length / 2))}${text}${value.slice(Math.ceil(value.length / 2))}`;
const topLevel =
  (field: 'origin_postal_code' | 'destination_postal_code' | 'ship_date' | 'first_name' | 'email' | 'phone') =>
  (input: SubmissionInput, text: string): SubmissionInput => ({ ...input, [field]: middle(input[field], text) });
const vehicleField =
  (field: 'year' | 'make' | 'model') =>
  (input: SubmissionInput, text: string): SubmissionInput => {
    const [first, ...rest] = input.vehicles;
    return { ...input, vehicles: [{ ...first!, [field]: middle(first![field], text) }, ...rest] };
  };

const TYPED_FIELDS: [path: string, place: Placement][] = [
  ['origin_postal_code', topLevel('origin_postal_code')],
  ['destination_postal_code', topLevel('destination_postal_code')],
  ['ship_date', topLevel('ship_date')],
  ['vehicles.0.year', vehicleField('year')],
  ['vehicles.0.make', vehicleField('make')],
  ['vehicles.0.model', vehicleField('model')],
  ['first_name', topLevel('first_name')],
  ['email', topLevel('email')],
  ['phone', topLevel('phone')],
];

interface Opened {
  app: ConfiguredApp;
  /** The levels and messages the app logged. */
  logged: string[];
  /** The app's database, read through a repository of the test's own. */
  leads: LeadRepository;
  close(): Promise<void>;
}

/** The configured app over `backend`: its own SQLite file, or a fresh PostgreSQL database. */
async function openApp(backend: StorageBackend): Promise<Opened> {
  const logged: string[] = [];
  const { log } = memoryLog(({ level, message }) => logged.push(`${level}: ${message}`));
  if (backend === sqliteBackend) {
    const app = await createConfiguredApp({ lookups: fakeLookups(), log });
    const leads = createSqliteLeadRepository(openDatabase(app.databaseFile));
    return {
      app,
      logged,
      leads,
      async close() {
        await leads.close();
        await app.close();
      },
    };
  }
  const store: OpenedStore = await backend.open();
  const app = await createConfiguredApp({ lookups: fakeLookups(), env: { DATABASE_URL: store.url! }, log });
  return {
    app,
    logged,
    leads: await store.another(),
    async close() {
      await app.close();
      await store.dispose();
    },
  };
}

interface Answer {
  status: number;
  body: { sessionId?: string; errors?: { path: string; message: string }[] };
}

describe.each<StorageBackend>([sqliteBackend, postgresBackend])('a control character in a quote, $name', (backend) => {
  let opened: Opened | undefined;

  async function submit(input: SubmissionInput): Promise<Answer> {
    const res = await opened!.app.app.request(API_PATHS.createOpportunityAndSendToBooking, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(input),
    });
    return { status: res.status, body: (await res.json()) as Answer['body'] };
  }

  async function stored(input: SubmissionInput) {
    const answer = await submit(input);
    expect(answer.status).toBe(200);
    return (await opened!.leads.findByLeadNumber(answer.body.sessionId!))!;
  }

  // The one skip allowed: PostgreSQL missing on a developer machine (never under CI), said once.
  describe.skipIf(backend.skipReason !== undefined)(backend.skipReason ?? 'through the API', () => {
    beforeAll(async () => {
      opened = await openApp(backend);
    });
    afterAll(async () => {
      await opened?.close();
      opened = undefined;
    });

    it.each(TYPED_FIELDS)(
      'refuses %s holding any control character or a lone surrogate with 400 and its message, storing nothing and logging no error',
      async (path, place) => {
        const before = await opened!.leads.count();
        for (const [name, text] of Object.entries(REFUSED)) {
          const answer = await submit(place(validSubmissionInput({ idempotency_key: newIdempotencyKey() }), text));
          expect(answer.status, name).toBe(400);
          expect(answer.body.errors, name).toEqual([{ path, message: m.controlCharacters }]);
        }
        expect(await opened!.leads.count()).toBe(before);
        expect(opened!.logged.filter((line) => line.startsWith('error'))).toEqual([]);
      },
    );

    it('refuses a NUL at the end of an answer, where spaces, tabs and line breaks are trimmed away', async () => {
      const refused = await submit(
        validSubmissionInput({ first_name: 'Dana\u0000', idempotency_key: newIdempotencyKey() }),
      );
      expect(refused.body.errors).toEqual([{ path: 'first_name', message: m.controlCharacters }]);
      const lead = await stored(
        validSubmissionInput({ first_name: '\tDana\r\n', idempotency_key: newIdempotencyKey() }),
      );
      expect(lead.submission.first_name).toBe('Dana');
    });

    it('stores accents and characters beyond the basic plane, such as an emoji, as they were typed', async () => {
      const input = validSubmissionInput({
        origin_postal_code: 'Montréal, QC H2X 1Y4',
        destination_postal_code: 'São Paulo 😀',
        first_name: 'Zoë 🚗 Ñúñez',
        idempotency_key: newIdempotencyKey(),
      });
      input.vehicles[0] = { ...input.vehicles[0]!, make: 'Citroën', model: 'Škoda 𝔊T 😀' };
      const lead = await stored(input);
      expect(lead.submission.origin_postal_code).toBe('Montréal, QC H2X 1Y4');
      expect(lead.submission.destination_postal_code).toBe('São Paulo 😀');
      expect(lead.submission.first_name).toBe('Zoë 🚗 Ñúñez');
      expect(lead.submission.vehicles[0]).toMatchObject({ make: 'Citroën', model: 'Škoda 𝔊T 😀' });
    });

    it('keeps the lead when a placement or campaign value holds control characters, with those values cleaned', async () => {
      const input = validSubmissionInput({
        idempotency_key: newIdempotencyKey(),
        context: {
          placement: { id: 'PART\u0000NER42', source: 'partner\tblog' },
          campaign: {
            utm_source: 'news\u0000letter',
            utm_campaign: 'spring\r\nsale\u007f',
            utm_term: '\ud800',
            fbclid: 'IwAR😀0abc',
            landing_page: '/blog/\u001bshipping',
            landed_at: Date.parse('2026-11-24T09:00:00.000Z'),
          },
          first_touch: { marketing_id: 'mk-\udfff7' },
          page_url: 'https://partner.example/blog/\u0000shipping',
          variant: 'full',
        },
      });
      const lead = await stored(input);
      expect(lead.submission.context).toEqual({
        placement: { id: 'PARTNER42', source: 'partner blog' },
        campaign: {
          utm_source: 'newsletter',
          utm_campaign: 'spring sale',
          utm_term: '',
          fbclid: 'IwAR😀0abc',
          landing_page: '/blog/shipping',
          landed_at: Date.parse('2026-11-24T09:00:00.000Z'),
        },
        first_touch: { marketing_id: 'mk-7' },
        page_url: 'https://partner.example/blog/shipping',
        variant: 'full',
      });
    });

    it('keeps and flags a lead whose honeypot holds control characters, storing what is left of it', async () => {
      const lead = await stored(
        validSubmissionInput({ website: 'spam\u0000bot\u007f.example', idempotency_key: newIdempotencyKey() }),
      );
      expect(lead.flagged).toBe(true);
      expect(lead.submission.website).toBe('spambot.example');
    });
  });
});
