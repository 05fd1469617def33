/**
 * The storage contract: everything the server keeps between requests (leads with their booking tokens and
 * idempotency keys, their orders and call-back requests, and the outbox) goes through these interfaces. Two implementations keep it:
 * SQLite, embedded, the default (sqlite/), and PostgreSQL, for several instances behind a load balancer
 * on one database (postgres/). Every call returns a Promise, so callers do not care which one answers.
 *
 * What both promise: a lead is committed, with the outbox rows it was handed, before `createMany` resolves;
 * an idempotency key holds one lead, whoever sends it and to which instance; a claimed outbox row is hidden
 * from every other claim until its lease ends. Storage writes what it is handed and knows no destination:
 * the funnel stages decide which rows go with a lead or an order, and what they carry.
 */
import type { Submission } from '../../shared/schema';
import type { LeadReportRepository } from './lead-report';
import type { OrderEventRepository } from './order-event-repository';
import type { CallbackRepository, OrderRepository, StoredCallbackRequest, StoredOrder } from './order-repository';
import type { OutboxMessage } from './outbox-message';
import type { StoredLead } from './stored-lead';

/**
 * An idempotency key arrived again with a different quote. Thrown instead of answering with the first
 * lead: a key is not a password, and whoever holds one must not read another quote's booking link.
 */
export class IdempotencyKeyConflictError extends Error {
  constructor() {
    super('This idempotency key was already used for a different quote');
    this.name = 'IdempotencyKeyConflictError';
  }
}

export interface CreateLeadResult {
  lead: StoredLead;
  /** False when the same quote under this idempotency key was stored before and is returned instead. */
  created: boolean;
}

/** A validated quote to store, with what goes with it. */
export interface NewLead {
  submission: Submission;
  /** The honeypot was filled in (shared/schema `website`): the lead is kept all the same, marked. */
  flagged: boolean;
  /**
   * The price the visitor is shown, worked out before the write and stored with the lead as JSON; null when
   * it could not be worked out. A repeated quote keeps the price its lead was stored with.
   */
  price: unknown;
  /**
   * The lead number and booking token of a new lead made at `createdAt`. Called again when a drawn value
   * belongs to another lead, so it must draw fresh values each time.
   */
  draw(createdAt: Date): { leadNumber: string; token: string };
  /**
   * The outbox rows of a new lead, written in its transaction; a repeated quote (the same idempotency key)
   * writes none. Called inside the transaction: synchronous and pure (no I/O, no clock).
   */
  outbox(lead: StoredLead): OutboxMessage[];
  /**
   * Every cap key (OutboxMessage.cap) its outbox rows may carry, known before the write: the store makes
   * writers of one key take turns, whichever instance they run on, so a cap holds exactly.
   */
  capKeys: readonly string[];
}

/** Whether the store takes writes now, with the reason when it does not (read by /readyz). */
export type StorageReadiness = { ok: true } | { ok: false; reason: string };

/** An outbox row taken by a claim, to send. */
export interface OutboxRow {
  id: number;
  event: string;
  payload_json: string;
  /** Tries so far, this one included. */
  attempts: number;
  lead_number: string;
}

export interface OutboxClaim {
  /** Whose rows: each destination (the CRM, email …) has a stream of its own, claimed apart. */
  destination: string;
  /** Only rows with a greater id: the caller's cursor, so one run of the relay is finite. */
  afterId: number;
  limit: number;
  now: Date;
  /** The claimed rows are hidden from every claim until then; a relay that dies leaves them to others. */
  leaseUntil: Date;
}

/** What waits for one destination, as the metrics show it. */
export interface OutboxBacklog {
  /** Rows neither delivered nor given up. */
  pending: number;
  /** When the first of them in line (the lowest id) was written; undefined when none is pending. */
  oldestCreatedAt: Date | undefined;
}

export interface OutboxRepository {
  /** Takes the due, unleased, pending rows of one destination in id order and leases them; two claims at once never take the same row. */
  claim(claim: OutboxClaim): Promise<OutboxRow[]>;
  markDelivered(id: number, at: Date): Promise<void>;
  /** The try failed: `error` is a status or an error name (never a message), the row is due again at `retryAt`. */
  markFailed(id: number, error: string, retryAt: Date): Promise<void>;
  /** The try failed for good (`error` as for markFailed): the row is kept for the record and never claimed again. */
  markGivenUp(id: number, error: string, at: Date): Promise<void>;
  /** When the destination's earliest pending row is due (or its lease ends), or undefined when none is pending. */
  earliestPending(destination: string): Promise<Date | undefined>;
  /**
   * How many of the destination's rows wait, and since when. Read on every metrics scrape, so it reads the
   * pending rows' index and one row, however many finished rows the table holds.
   */
  backlog(destination: string): Promise<OutboxBacklog>;
  /**
   * Makes the destination's pending rows due at `now`, whatever their backoff said, except rows under a
   * lease (in flight somewhere). Returns how many it moved. Called when a receiver answers again after an
   * outage, so the leads that waited go at once rather than at the end of their backoff.
   */
  makeDue(destination: string, now: Date): Promise<number>;
  /**
   * Deletes up to `limit` of the destination's rows delivered or given up before `before`, and returns
   * how many went; pending rows stay.
   */
  purgeFinished(destination: string, before: Date, limit: number): Promise<number>;
  /**
   * Calls `listener` when another instance may have added rows (PostgreSQL: LISTEN/NOTIFY), so its lead
   * is sent now rather than at the next poll. Returns the function that stops it. SQLite never calls it:
   * one process writes the file, and it wakes its own relays.
   */
  watch(listener: () => void): () => void;
  /**
   * Writes one row of a lead, due at `at`, that goes with nothing else the store keeps (a customer asking
   * for their booking link again). False, and nothing written, when the lead has a row of that event for
   * that destination already: the event's name is what makes a repeat one row.
   */
  addOnce(leadId: number, message: Omit<OutboxMessage, 'cap'>, at: Date): Promise<boolean>;
}

export interface AnonymiseResult {
  /** Lead numbers of the leads anonymised by this call; leads anonymised earlier are not repeated. */
  leadNumbers: string[];
  /** Their outbox rows, deleted with them. */
  outboxRowsDeleted: number;
  /** Their orders anonymised by this call (order-anonymiser.ts says what an order keeps). */
  ordersAnonymised: number;
}

/** An outbox row of a lead, as a person's export shows what was sent about them. */
export interface OutboxRecord {
  leadId: number;
  destination: string;
  event: string;
  /** The row's payload, as it was handed to storage. */
  payload: unknown;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601; null while it waits (or when it was given up). */
  deliveredAt: string | null;
}

/** What the store holds beside some leads: their orders, call-back requests and outbox rows, in id order. */
export interface LeadRecords {
  orders: StoredOrder[];
  callbacks: StoredCallbackRequest[];
  outbox: OutboxRecord[];
}

/** The queries behind a person's privacy requests and the retention period (lead-anonymiser.ts). */
export interface PrivacyRepository {
  /** Leads whose email matches ignoring case and surrounding spaces, oldest first. */
  findByEmail(email: string): Promise<StoredLead[]>;
  /**
   * Row ids of the leads due for anonymising, in id order: a lead without an order made before `cutoff`
   * (none when `cutoff` is null), and a lead whose order was made before `orderCutoff`, unless already
   * anonymised. A lead with an order is kept as long as its order.
   */
  idsCreatedBefore(cutoff: Date | null, orderCutoff: Date): Promise<number[]>;
  /** Orders, call-back requests and outbox rows of these leads (those still kept: delivered rows are purged). */
  recordsOf(ids: readonly number[]): Promise<LeadRecords>;
  /**
   * Anonymises these leads and their orders, blanks their call-back requests' client addresses and
   * deletes their outbox rows, in one transaction.
   */
  anonymise(ids: readonly number[]): Promise<AnonymiseResult>;
}

export interface LeadRepository {
  /**
   * Stores validated quotes in one transaction, so one commit serves them all (group commit,
   * lead-batcher.ts). Each is stored, or, when its idempotency key holds the same quote already, answered
   * with that lead (`created: false`); a different quote under a used key fails as
   * IdempotencyKeyConflictError. An item that fails before writing anything (that conflict, or no free lead
   * number) is reported as its Error, and the others are stored. Any other failure rejects the whole call,
   * and nothing of it was written: when the store cannot be reached or is busy (isDatabaseBusy), and when
   * one item fails in the middle of its writes. The batcher then writes each quote alone (lead-batcher.ts).
   */
  createMany(items: readonly NewLead[]): Promise<(CreateLeadResult | Error)[]>;
  findByToken(token: string): Promise<StoredLead | undefined>;
  findByLeadNumber(leadNumber: string): Promise<StoredLead | undefined>;
  /** The lead with this row id (StoredOrder.leadId names one). */
  findById(id: number): Promise<StoredLead | undefined>;
  /** All stored leads, flagged ones included. */
  count(): Promise<number>;
  readonly outbox: OutboxRepository;
  /** Each lead's one order (site/storage/order-repository.ts). */
  readonly orders: OrderRepository;
  /** Each order's append-only log of events after signing (site/storage/order-event-repository.ts). */
  readonly orderEvents: OrderEventRepository;
  /** Each lead's one call-back request. */
  readonly callbacks: CallbackRepository;
  readonly privacy: PrivacyRepository;
  /** Leads counted per day and attribution key, for paying partners (lead-report.ts). */
  readonly reports: LeadReportRepository;
  /** Proves a write could start now, writing nothing. Never rejects. */
  checkWritable(): Promise<StorageReadiness>;
  /** Closes the connections; nothing may be called after. */
  close(): Promise<void>;
}
