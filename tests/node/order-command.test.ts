/**
 * `npm run order` in-process: the broker moves an order through its steps by hand, over a database file
 * seeded through the real lead store, and reads its history back.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runOrderCommand } from '../../scripts/order-command';
import { REFUSALS } from '../../site/order-life/order-status';
import { openSqliteLeadRepository } from '../../site/storage/sqlite/sqlite-lead-repository';
import { newOrder } from '../support/new-order';
import { runCommand } from '../support/run-command';
import { storeQuote } from '../support/store-quote';

const NOW = new Date('2026-12-02T15:00:00.000Z');

let dir: string;
let databaseFile: string;
let orderNumber: string;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'shipquote-order-command-'));
  databaseFile = join(dir, 'leads.db');
  const repository = openSqliteLeadRepository(databaseFile);
  const { lead } = await storeQuote(repository);
  orderNumber = (await repository.orders.create(newOrder(lead))).order.orderNumber;
  await repository.close();
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

let ids = 0;
function run(args: string[]) {
  return runCommand((io) =>
    runOrderCommand(args, { DATABASE_FILE: databaseFile }, io, { now: () => NOW, newId: () => `cli-${++ids}` }, dir),
  );
}

const ASSIGN = [
  'carrier-assigned',
  '--carrier',
  'Lone Star Haulers',
  '--mc',
  'MC 123456',
  '--phone',
  '(214) 555-0101',
  '--pickup-from',
  '2026-12-02',
  '--pickup-to',
  '2026-12-03',
  '--at',
  '2026-12-01T10:00:00Z',
];

describe('npm run order', () => {
  it('moves an order through carrier assigned, picked up and delivered, and prints its history', async () => {
    expect(await run([orderNumber, ...ASSIGN])).toMatchObject({
      code: 0,
      out: `Recorded carrier.assigned. Order ${orderNumber} is carrier assigned.`,
    });
    expect((await run([orderNumber, 'picked-up'])).out).toBe(
      `Recorded order.picked_up. Order ${orderNumber} is picked up.`,
    );
    expect((await run([orderNumber, 'delivered', '--at', '2026-12-06T18:00:00Z'])).code).toBe(0);

    const { code, out } = await run([orderNumber]);
    expect(code).toBe(0);
    const lines = out.split('\n');
    expect(lines[0]).toBe(`Order ${orderNumber}: delivered`);
    expect(lines.slice(2)).toEqual([
      '2026-12-01T10:00:00.000Z  carrier.assigned by broker: Lone Star Haulers, MC 123456, (214) 555-0101; pickup 2026-12-02 to 2026-12-03',
      `${NOW.toISOString()}  order.picked_up by broker`,
      '2026-12-06T18:00:00.000Z  order.delivered by broker',
    ]);
  });

  it('stores a cancellation after pick-up, says it can never apply and exits 1', async () => {
    await run([orderNumber, 'picked-up']);
    const { code, err } = await run([orderNumber, 'cancel', '--reason', 'changed my mind']);
    expect(code).toBe(1);
    expect(err).toBe(`Stored, but it can never apply: ${REFUSALS.cancelAfterPickUp}`);
    expect((await run([orderNumber])).out).toContain(`(refused: ${REFUSALS.cancelAfterPickUp})`);
  });

  it('refuses an assignment without its pickup window, before opening the database', async () => {
    const { code, err } = await run([
      orderNumber,
      'carrier-assigned',
      '--carrier',
      'X',
      '--mc',
      '1',
      '--phone',
      '2145550101',
    ]);
    expect(code).toBe(2);
    expect(err).toContain('pickup_window.from must be a date (YYYY-MM-DD)');
  });

  it('refuses an option that does not go with the step, and an unknown step', async () => {
    expect(await run([orderNumber, 'picked-up', '--carrier', 'X'])).toMatchObject({ code: 2 });
    expect((await run([orderNumber, 'teleported'])).err).toMatch(/^Unknown step\./);
  });

  it('says so for an order it does not have', async () => {
    expect(await run(['SO-261201-000001', 'picked-up'])).toMatchObject({ code: 1, err: 'No order SO-261201-000001.' });
    expect(await run(['SO-261201-000001'])).toMatchObject({ code: 1, err: 'No order SO-261201-000001.' });
  });
});

describe('npm run order paid', () => {
  it('records a payment taken by phone, in cents, and prints it in the history', async () => {
    expect(
      await run([orderNumber, 'paid', '--by', 'phone', '--amount', '1290.50', '--at', '2026-12-01T16:00:00Z']),
    ).toMatchObject({
      code: 0,
      out: `Recorded order.paid. Order ${orderNumber} is signed.`,
    });
    const { out } = await run([orderNumber]);
    expect(out).toContain('2026-12-01T16:00:00.000Z  order.paid by broker: $1290.50; by phone');
  });

  it('refuses a card payment, an amount that is no amount, and a stray option, before opening the database', async () => {
    for (const [args, problem] of [
      [['--by', 'card', '--amount', '10'], 'paid takes --by phone'],
      [['--by', 'phone', '--amount', '12,90'], '--amount must be the dollars taken'],
      [['--by', 'phone', '--amount', '0'], '--amount must be the dollars taken'],
      [['--by', 'phone', '--amount', '10', '--reason', 'x'], '--reason does not go with paid.'],
    ] as const) {
      const { code, err } = await run([orderNumber, 'paid', ...args]);
      expect(code).toBe(2);
      expect(err).toContain(problem);
    }
  });
});
