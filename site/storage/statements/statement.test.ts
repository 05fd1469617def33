import { describe, expect, it } from 'vitest';
import { GREATEST, parametersFor, postgresValues, sql } from './statement';

describe('a statement written once', () => {
  it('keeps the named markers for SQLite and numbers them for PostgreSQL in the order they first appear', () => {
    const statement = sql`UPDATE outbox SET next_attempt_at = @now WHERE destination = @destination AND next_attempt_at > @now`;
    expect(statement.sqlite).toBe(
      'UPDATE outbox SET next_attempt_at = @now WHERE destination = @destination AND next_attempt_at > @now',
    );
    expect(statement.postgres).toBe(
      'UPDATE outbox SET next_attempt_at = $1 WHERE destination = $2 AND next_attempt_at > $1',
    );
    expect(statement.names).toEqual(['now', 'destination']);
  });

  it("takes each dialect's side of a piece, and a plain string into both", () => {
    const statement = sql`SELECT min(${GREATEST}(a, b)) FROM ${'outbox'} WHERE id = @id`;
    expect(statement.sqlite).toBe('SELECT min(max(a, b)) FROM outbox WHERE id = @id');
    expect(statement.postgres).toBe('SELECT min(greatest(a, b)) FROM outbox WHERE id = $1');
  });

  it('numbers the markers a piece brings, and those of one dialect only', () => {
    const statement = sql`SELECT ${{ sqlite: 'json_extract(c, @path)', postgres: 'c #>> @path::text[]' }} WHERE d > @after`;
    expect(statement.postgres).toBe('SELECT c #>> $1::text[] WHERE d > $2');
    expect(statement.names).toEqual(['path', 'after']);
  });

  it('leaves an @ inside a quoted literal alone', () => {
    const statement = sql`SELECT * FROM leads WHERE email = 'a@b.example' OR email = 'it''s @x' OR email = @email`;
    expect(statement.postgres).toBe(
      "SELECT * FROM leads WHERE email = 'a@b.example' OR email = 'it''s @x' OR email = $1",
    );
    expect(statement.names).toEqual(['email']);
  });

  it('writes the VALUES of an INSERT as markers named after the columns', () => {
    const statement = sql`INSERT INTO t (a, b) VALUES (${parametersFor(['a', 'b'])})`;
    expect(statement.sqlite).toBe('INSERT INTO t (a, b) VALUES (@a, @b)');
    expect(statement.postgres).toBe('INSERT INTO t (a, b) VALUES ($1, $2)');
  });
});

describe("PostgreSQL's values of a statement", () => {
  const statement = sql`UPDATE outbox SET last_error = @error WHERE id = @id`;

  it('are taken by name in the order of the numbered parameters, null kept', () => {
    expect(postgresValues(statement, { id: 7, error: null, unused: 'x' })).toEqual([null, 7]);
  });

  it('refuse an object without one of the parameters, rather than send NULL for it', () => {
    expect(() => postgresValues(statement, { id: 7 })).toThrow('@error');
  });
});
