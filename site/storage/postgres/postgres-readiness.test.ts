import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { closedPort } from '../../../tests/support/ports';
import type { LeadRepository } from '../lead-repository';
import { createPostgresLeadRepository } from './postgres-lead-repository';
import { createPostgresPool } from './postgres-pool';
import { READINESS_TIMEOUT_MS } from './postgres-readiness';

/** The pool's default wait for a connection, which the readiness check must not inherit. */
const POOL_CONNECTION_TIMEOUT_MS = 5_000;

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 1);
    });
  });
}

const sockets: Socket[] = [];
const servers: Server[] = [];
const repositories: LeadRepository[] = [];

afterEach(async () => {
  // The silent server's sockets go first, so the pool's pending connection fails now rather than at its timeout.
  for (const socket of sockets.splice(0)) socket.destroy();
  for (const server of servers.splice(0)) server.close();
  for (const repository of repositories.splice(0)) await repository.close();
});

/** A database that accepts connections and never answers them: a hung server, or a half-open network path. */
async function silentDatabasePort(): Promise<number> {
  const server = createServer((socket) => {
    sockets.push(socket);
  });
  servers.push(server);
  return listen(server);
}

function repositoryOn(port: number): LeadRepository {
  const connectionString = `postgres://shipquote:secret@127.0.0.1:${port}/shipquote`;
  const repository = createPostgresLeadRepository(createPostgresPool({ connectionString }), { connectionString });
  repositories.push(repository);
  return repository;
}

async function timed<T>(work: Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work;
  return { result, ms: performance.now() - started };
}

describe('the PostgreSQL readiness check', () => {
  it('answers not ready after its own short timeout, not the pool’s, when the database never answers', async () => {
    const repository = repositoryOn(await silentDatabasePort());
    const { result, ms } = await timed(repository.checkWritable());
    expect(result).toEqual({ ok: false, reason: 'the lead database does not answer' });
    expect(ms).toBeGreaterThanOrEqual(READINESS_TIMEOUT_MS - 50);
    expect(ms).toBeLessThan(POOL_CONNECTION_TIMEOUT_MS - 1_000);
  });

  it('answers not ready at once when nothing listens on the database’s port', async () => {
    const repository = repositoryOn(await closedPort());
    const { result, ms } = await timed(repository.checkWritable());
    expect(result).toEqual({ ok: false, reason: 'the lead database does not answer' });
    expect(ms).toBeLessThan(POOL_CONNECTION_TIMEOUT_MS - 1_000);
  });
});
