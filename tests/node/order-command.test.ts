/**
 * `npm run order` in-process: the broker's desk on the command line. It lists and finds orders, moves an
 * order through its steps by hand saying what each sends and to whom, and reads its history back, over a
 * database file seeded through the real lead store, at a fixed now.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runOrderCommand, USAGE } from '../../scripts/order-command';
import { orderDeskCopy } from '../../scripts/order-desk-copy';
import { orderLife } from '../../site/order-life/order-life';
import { REFUSALS } from '../../site/order-life/order-status';
import type { LeadRepository } from '../../site/storage/lead-repository';
import { openSqliteLeadRepository } from '../../site/storage/sqlite/sqlite-lead-repository';
import type { StoredLead } from '../../site/storage/stored-lead';
import { newOrder } from '../support/new-order';
import { runCommand } from '../support/run-command';
import { storeQuote } from '../support/store-quote';
import { validSubmission } from '../support/valid-submission';

/** 9 am in Dallas on Wednesday, December 2, 2026. */
const NOW = new Date('2026-12-02T15:00:00.000Z');
/** When the seeded order was made. */
const SEEDED_AT = new Date('2026-11-21T15:00:00.000Z');

let dir: string;
let databaseFile: string;
let orderNumber: string;
let lead: StoredLead;

/** The store on the test's file, its clock at `now`, for seeding. */
const openStore = (now: Date = SEEDED_AT) => openSqliteLeadRepository(databaseFile, { now: () => now });

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'shipquote-order-command-'));
  databaseFile = join(dir, 'leads.db');
  const repository = openStore();
  lead = (await storeQuote(repository)).lead;
  orderNumber = (await repository.orders.create(newOrder(lead))).order.orderNumber;
  await repository.close();
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

let ids = 0;
function run(args: string[], env: Record<string, string> = {}, now: Date = NOW) {
  return runCommand((io) =>
    runOrderCommand(
      args,
      { DATABASE_FILE: databaseFile, ...env },
      io,
      { now: () => now, newId: () => `cli-${++ids}` },
      dir,
    ),
  );
}

/** What the file holds, read on a connection of the test's own. */
function rows<Row>(text: string, ...params: unknown[]): Row[] {
  const db = new BetterSqlite3(databaseFile, { readonly: true });
  try {
    return db.prepare(text).all(...params) as Row[];
  } finally {
    db.close();
  }
}

const counts = () => ({
  events: rows<{ n: number }>('SELECT count(*) AS n FROM order_events')[0]?.n,
  outbox: rows<{ n: number }>('SELECT count(*) AS n FROM outbox')[0]?.n,
});

/** The payloads of the seeded order's step emails. */
const stepEmails = () =>
  rows<{ payload_json: string }>(
    "SELECT payload_json FROM outbox WHERE lead_id = ? AND event LIKE 'order.%.email%' AND event <> 'order.email' ORDER BY id",
    lead.id,
  ).map((row) => JSON.parse(row.payload_json) as Record<string, unknown>);

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
    const assigned = await run([orderNumber, ...ASSIGN]);
    expect(assigned.code).toBe(0);
    expect(assigned.out.split('\n')[0]).toBe(`Recorded carrier.assigned. Order ${orderNumber} is carrier assigned.`);
    expect((await run([orderNumber, 'picked-up'])).out.split('\n')[0]).toBe(
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
      out: expect.stringContaining(`Recorded order.paid. Order ${orderNumber} is signed.\n`),
    });
    const { out } = await run([orderNumber]);
    expect(out).toContain('2026-12-01T16:00:00.000Z  order.paid by phone (broker): $1290.50');
  });

  it('tells an automatic charge of the saved card from a payment the customer made on the payment page', async () => {
    const repository = openStore();
    const order = await repository.orders.findByOrderNumber(orderNumber);
    for (const [id, occurredAt, data] of [
      ['paid:pi_saved', '2026-12-01T16:00:00.000Z', { amount_cents: 50_000, by: 'card', saved_card: true }],
      ['paid:pi_page', '2026-12-01T17:00:00.000Z', { amount_cents: 79_050, by: 'card', saved_card: false }],
    ] as const) {
      await repository.orderEvents.append({
        id,
        orderId: order?.id ?? 0,
        type: 'order.paid',
        actor: 'customer',
        occurredAt,
        data,
        judge: () => null,
        statusAfter: () => 'signed',
        outbox: [],
      });
    }
    await repository.close();
    const { out } = await run([orderNumber]);
    expect(out.split('\n').slice(-2)).toEqual([
      '2026-12-01T16:00:00.000Z  order.paid: charged automatically to the saved card; $500.00',
      '2026-12-01T17:00:00.000Z  order.paid by customer on the payment page: $790.50',
    ]);
    expect(out).not.toContain('order.paid by customer:');
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

/** Stores a quote of `person` with its order, the store's clock at `at`; answers the order number and lead. */
async function anotherOrder(person: Parameters<typeof validSubmission>[0], at: Date) {
  const repository: LeadRepository = openStore(at);
  try {
    const { lead: stored } = await storeQuote(repository, validSubmission(person));
    return { orderNumber: (await repository.orders.create(newOrder(stored))).order.orderNumber, lead: stored };
  } finally {
    await repository.close();
  }
}

const ROUTE = 'Austin, TX 78701 → Miami, FL 33101';

describe('npm run order without a command', () => {
  it('prints its commands and exits 0', async () => {
    expect(await run([])).toEqual({ code: 0, out: USAGE, err: '' });
    expect(USAGE).toContain('list [--status <status>] [--since <YYYY-MM-DD>]');
    expect(USAGE).toContain('find <order number | lead number | email | last 4 digits of the phone>');
  });
});

describe('npm run order list', () => {
  it('prints one line per order, newest first, with its status, first name, route, total, paid and next step', async () => {
    const newer = await anotherOrder({ first_name: 'Grace' }, new Date('2026-11-25T15:00:00.000Z'));
    await run([newer.orderNumber, ...ASSIGN]);
    const { code, out } = await run(['list']);
    expect(code).toBe(0);
    expect(out.split('\n')).toEqual([
      `${newer.orderNumber}  carrier_assigned  Grace  ${ROUTE}  total $1,190  paid $0  next: wait for pickup; collect $1,190`,
      `${orderNumber}  signed  Dana  ${ROUTE}  total $1,190  paid $0  next: assign a carrier`,
    ]);
  });

  it('says what is paid from the ledger, and that a delivered or cancelled order needs nothing', async () => {
    const cancelled = await anotherOrder({ first_name: 'Ada' }, new Date('2026-11-24T15:00:00.000Z'));
    await run([orderNumber, ...ASSIGN]);
    await run([orderNumber, 'paid', '--by', 'phone', '--amount', '1190']);
    await run([orderNumber, 'picked-up']);
    await run([orderNumber, 'delivered']);
    await run([cancelled.orderNumber, 'cancel']);
    expect((await run(['list'])).out.split('\n')).toEqual([
      `${cancelled.orderNumber}  cancelled  Ada  ${ROUTE}  total $1,190  paid $0  next: nothing: cancelled`,
      `${orderNumber}  delivered  Dana  ${ROUTE}  total $1,190  paid $1,190  next: nothing: delivered`,
    ]);
  });

  it('keeps to a status and to orders made since a day in the broker’s time zone', async () => {
    // 11 pm on November 24 in Dallas, 5 am on November 25 in UTC.
    const late = await anotherOrder({ first_name: 'Late' }, new Date('2026-11-25T05:00:00.000Z'));
    const next = await anotherOrder({ first_name: 'Next' }, new Date('2026-11-25T06:00:00.000Z'));
    await run([next.orderNumber, ...ASSIGN]);
    const numbers = async (args: string[]) =>
      (await run(['list', ...args])).out.split('\n').map((line) => line.split('  ')[0]);
    expect(await numbers(['--since', '2026-11-25'])).toEqual([next.orderNumber]);
    expect(await numbers(['--since', '2026-11-24'])).toEqual([next.orderNumber, late.orderNumber]);
    expect(await numbers(['--status', 'signed'])).toEqual([late.orderNumber, orderNumber]);
    expect(await numbers(['--status', 'signed', '--since', '2026-11-22'])).toEqual([late.orderNumber]);
    expect(await run(['list', '--status', 'delivered'])).toMatchObject({ code: 0, out: orderDeskCopy.noOrders });
  });

  it('shows the newest 200 orders and says the list was cut', async () => {
    const repository = openStore(new Date('2026-11-26T15:00:00.000Z'));
    for (let i = 0; i < 200; i++) {
      const { lead: stored } = await storeQuote(repository);
      await repository.orders.create(newOrder(stored));
    }
    await repository.close();
    const lines = (await run(['list'])).out.split('\n');
    expect(lines).toHaveLength(201);
    expect(lines.slice(0, 200).some((line) => line.startsWith(orderNumber))).toBe(false);
    expect(lines[200]).toBe(orderDeskCopy.cut(200));
  });

  it('refuses a status no order has and a day that is no date', async () => {
    expect(await run(['list', '--status', 'lost'])).toMatchObject({
      code: 2,
      err: expect.stringContaining('--status must be one of signed, carrier_assigned'),
    });
    expect(await run(['list', '--since', '11/25/2026'])).toMatchObject({
      code: 2,
      err: expect.stringContaining(orderDeskCopy.sinceValue),
    });
    expect(await run(['list', '--carrier', 'X'])).toMatchObject({
      code: 2,
      err: expect.stringContaining('--carrier does not go with list.'),
    });
  });
});

describe('npm run order find', () => {
  it('finds an order by its number or its lead’s in any case, by email and by the phone’s last 4 digits', async () => {
    const line = `${orderNumber}  signed  Dana  ${ROUTE}  total $1,190  paid $0  next: assign a carrier`;
    for (const term of [
      orderNumber.toLowerCase(),
      lead.leadNumber.toLowerCase(),
      lead.leadNumber,
      '  DANA.Rivera@example.com ',
      '0142',
    ]) {
      expect(await run(['find', term])).toEqual({ code: 0, out: line, err: '' });
    }
  });

  it('prints every order of an email, newest first', async () => {
    const again = await anotherOrder({ first_name: 'Dana' }, new Date('2026-11-28T15:00:00.000Z'));
    const lines = (await run(['find', 'dana.rivera@example.com'])).out.split('\n');
    expect(lines.map((line) => line.split('  ')[0])).toEqual([again.orderNumber, orderNumber]);
  });

  it('says when nothing is found and exits 1', async () => {
    expect(await run(['find', '9999'])).toEqual({ code: 1, out: '', err: orderDeskCopy.nothingFound('"9999"') });
    expect((await run(['find', 'nobody@example.com'])).code).toBe(1);
    expect((await run(['find', 'so-261121-000000'])).code).toBe(1);
  });

  it('refuses what is no number, email or last 4 digits', async () => {
    for (const term of [['142'], ['Dana'], []]) {
      expect(await run(['find', ...term])).toMatchObject({
        code: 2,
        err: expect.stringContaining(orderDeskCopy.findTerm),
      });
    }
  });
});

describe('npm run order <number>', () => {
  it('prints the history of an order given by its number in lower case, or by its lead’s number', async () => {
    await run([orderNumber, 'picked-up']);
    const history = (await run([orderNumber])).out;
    expect(history).toContain(`Order ${orderNumber}: picked up`);
    expect(await run([orderNumber.toLowerCase()])).toMatchObject({ code: 0, out: history });
    expect(await run([lead.leadNumber.toLowerCase()])).toMatchObject({ code: 0, out: history });
  });

  it('records a step on an order number typed in lower case', async () => {
    expect((await run([orderNumber.toLowerCase(), 'picked-up'])).out.split('\n')[0]).toBe(
      `Recorded order.picked_up. Order ${orderNumber} is picked up.`,
    );
  });

  it('says so for a lead without an order, and refuses a word that is no command', async () => {
    const repository = openStore();
    const { lead: unsigned } = await storeQuote(repository);
    await repository.close();
    expect(await run([unsigned.leadNumber])).toMatchObject({
      code: 1,
      err: orderDeskCopy.nothingFound(unsigned.leadNumber),
    });
    expect(await run(['teleport'])).toMatchObject({
      code: 2,
      err: expect.stringContaining('Unknown command "teleport"'),
    });
    expect(await run([unsigned.leadNumber, 'picked-up'])).toMatchObject({
      code: 2,
      err: expect.stringContaining(orderDeskCopy.stepNeedsOrderNumber),
    });
  });
});

describe('what a step sends', () => {
  it('tells whom the assignment emails and what with, from the rows it wrote', async () => {
    expect((await run([orderNumber, ...ASSIGN])).out.split('\n')).toEqual([
      `Recorded carrier.assigned. Order ${orderNumber} is carrier assigned.`,
      'Emails the customer (d***@example.com): carrier assigned, with the pickup window and a calendar file; asks them to pay by phone.',
    ]);
    expect((await run([orderNumber, 'picked-up'])).out.split('\n')[1]).toBe(
      'Emails the customer (d***@example.com): picked up.',
    );
  });

  it('tells of the receipt and the CRM row of a payment by phone', async () => {
    expect((await run([orderNumber, 'paid', '--by', 'phone', '--amount', '1290.50'])).out.split('\n').slice(1)).toEqual(
      ['Emails the customer (d***@example.com): receipt for $1,290.50.', 'Tells the CRM: order.paid.'],
    );
  });

  it('says nobody is emailed when this server sends no email', async () => {
    expect((await run([orderNumber, 'picked-up'], { NODE_ENV: 'production' })).out.split('\n')[1]).toBe(
      orderDeskCopy.emailsNobodyMailOff,
    );
  });

  it('says the customer is emailed nothing when the step was emailed already', async () => {
    await run([orderNumber, 'picked-up']);
    expect((await run([orderNumber, 'picked-up'])).out.split('\n')[1]).toBe(orderDeskCopy.emailsNobody);
  });
});

describe('the reason of a cancellation or an unassignment', () => {
  it('is kept for staff by default: the event keeps it as a staff note, and the customer’s email and page do not show it', async () => {
    const { code, out } = await run([orderNumber, 'cancel', '--reason', 'Customer found a cheaper carrier']);
    expect(code).toBe(0);
    expect(out.split('\n').slice(1)).toEqual([
      'Emails the customer (d***@example.com): cancelled.',
      orderDeskCopy.reasonForStaff,
    ]);
    const [email] = stepEmails();
    expect(email).toMatchObject({ step: 'order.cancelled' });
    expect(email).not.toHaveProperty('reason');
    const repository = openStore();
    const order = await repository.orders.findByOrderNumber(orderNumber);
    const events = await repository.orderEvents.listByOrderId(order?.id ?? 0);
    await repository.close();
    expect(events.map((event) => event.data)).toEqual([{ staff_note: 'Customer found a cheaper carrier' }]);
    expect(orderLife(events).cancellation).not.toHaveProperty('reason');
    expect((await run([orderNumber])).out).toContain('staff note: Customer found a cheaper carrier');
  });

  it('keeps the cancellation fee after dispatch unless --waive-fee says it is the broker’s own doing', async () => {
    await run([orderNumber, ...ASSIGN]);
    const waived = await run([orderNumber, 'cancel', '--reason', 'No carrier for the date', '--waive-fee']);
    expect(waived.code).toBe(0);
    expect(stepEmails().find((email) => email.step === 'order.cancelled')).not.toHaveProperty('cancellationFeeCents');
    const repository = openStore();
    const order = await repository.orders.findByOrderNumber(orderNumber);
    const events = await repository.orderEvents.listByOrderId(order?.id ?? 0);
    await repository.close();
    expect(events.at(-1)?.data).toEqual({ staff_note: 'No carrier for the date', waive_fee: true });
  });

  it('tells the customer of the cancellation fee when a carrier was dispatched', async () => {
    await run([orderNumber, ...ASSIGN]);
    expect((await run([orderNumber, 'cancel'])).code).toBe(0);
    expect(stepEmails().find((email) => email.step === 'order.cancelled')).toMatchObject({
      cancellationFeeCents: 15_000,
    });
  });

  it('is sent to the customer with --tell-customer', async () => {
    const { out } = await run([orderNumber, 'cancel', '--reason', 'The vehicle was sold', '--tell-customer']);
    expect(out.split('\n').slice(1)).toEqual(['Emails the customer (d***@example.com): cancelled, with the reason.']);
    expect(stepEmails()[0]).toMatchObject({ step: 'order.cancelled', reason: 'The vehicle was sold' });
    expect((await run([orderNumber])).out).toContain('reason: The vehicle was sold');
  });

  it('of an unassignment is kept for staff too, and told when its email carries none', async () => {
    await run([orderNumber, ...ASSIGN]);
    const kept = await run([orderNumber, 'carrier-unassigned', '--reason', 'Truck broke down']);
    expect(kept.out.split('\n').slice(1)).toEqual([
      'Emails the customer (d***@example.com): the carrier fell through; a new one is being found.',
      orderDeskCopy.reasonForStaff,
    ]);
    await run([orderNumber, ...ASSIGN]);
    const told = await run([orderNumber, 'carrier-unassigned', '--reason', 'Truck broke down', '--tell-customer']);
    expect(told.out.split('\n')[1]).toBe(
      'Emails the customer (d***@example.com): the carrier fell through; a new one is being found (this email carries no reason).',
    );
  });

  it('refuses --tell-customer without a reason, and on a step that takes none', async () => {
    expect(await run([orderNumber, 'cancel', '--tell-customer'])).toMatchObject({
      code: 2,
      err: expect.stringContaining(orderDeskCopy.tellWithoutReason),
    });
    expect(await run([orderNumber, 'picked-up', '--tell-customer'])).toMatchObject({ code: 2 });
    expect(counts().events).toBe(0);
  });
});

describe('refusals before anything is written', () => {
  const assign = (from: string, to: string) => {
    const args = [...ASSIGN];
    args[args.indexOf('--pickup-from') + 1] = from;
    args[args.indexOf('--pickup-to') + 1] = to;
    return [orderNumber, ...args];
  };

  it('refuses a pickup window that ends before it starts', async () => {
    const before = counts();
    expect(await run(assign('2026-12-05', '2026-12-04'))).toMatchObject({
      code: 2,
      err: expect.stringContaining(orderDeskCopy.pickupEndsBeforeStart),
    });
    expect(counts()).toEqual(before);
  });

  it('refuses a pickup window that starts before today in the broker’s time zone', async () => {
    const before = counts();
    const { code, err } = await run(assign('2026-12-01', '2026-12-03'));
    expect(code).toBe(2);
    expect(err).toContain(orderDeskCopy.pickupInPast('2026-12-01', '2026-12-02'));
    expect(counts()).toEqual(before);
    // 9 pm on December 2 in Dallas is December 3 in UTC: December 2 is still today.
    expect((await run(assign('2026-12-02', '2026-12-03'), {}, new Date('2026-12-03T03:00:00.000Z'))).code).toBe(0);
  });

  it('refuses a pickup window that starts more than 60 days ahead', async () => {
    const before = counts();
    const { code, err } = await run(assign('2027-02-01', '2027-02-02'));
    expect(code).toBe(2);
    expect(err).toContain(orderDeskCopy.pickupTooFar('2027-02-01', '2027-01-31', 60));
    expect(counts()).toEqual(before);
    expect((await run(assign('2027-01-31', '2027-02-02'))).code).toBe(0);
  });

  it('refuses every step of a delivered order, writing and sending nothing', async () => {
    await run([orderNumber, ...ASSIGN]);
    await run([orderNumber, 'picked-up']);
    await run([orderNumber, 'delivered']);
    const before = counts();
    for (const step of [['cancel', '--reason', 'late'], ['picked-up'], ['carrier-unassigned'], ['delivered'], ASSIGN]) {
      expect(await run([orderNumber, ...step])).toEqual({
        code: 2,
        out: '',
        err: orderDeskCopy.closedOrder(orderNumber, 'delivered'),
      });
    }
    expect(counts()).toEqual(before);
    expect((await run([orderNumber])).out).not.toContain('refused');
  });

  it('refuses every step and a payment on a cancelled order, writing and sending nothing', async () => {
    await run([orderNumber, 'cancel']);
    const before = counts();
    for (const step of [['picked-up'], ['cancel'], ASSIGN, ['paid', '--by', 'phone', '--amount', '100']]) {
      expect(await run([orderNumber, ...step])).toMatchObject({
        code: 2,
        err: orderDeskCopy.closedOrder(orderNumber, 'cancelled'),
      });
    }
    expect(counts()).toEqual(before);
  });

  it('still takes a payment by phone on a delivered order that owes its total', async () => {
    await run([orderNumber, ...ASSIGN]);
    await run([orderNumber, 'picked-up']);
    await run([orderNumber, 'delivered']);
    expect((await run([orderNumber, 'paid', '--by', 'phone', '--amount', '1190'])).code).toBe(0);
    expect(await run([orderNumber, 'paid', '--by', 'phone', '--amount', '1190'])).toMatchObject({ code: 2 });
  });
});
