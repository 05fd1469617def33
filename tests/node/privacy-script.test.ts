/**
 * `scripts/privacy.ts` as the broker runs it, its own process through tsx, reading DATABASE_FILE from the
 * environment like the server. The command's rules are tested in-process in privacy-command.test.ts.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLeadStore, openDatabase, type StoredLead } from '../../site/leads';
import type { ExportedLead } from '../../site/leads/lead-privacy';
import { validSubmission } from '../support/valid-submission';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const EMAIL = 'ottoline.brisk@example.com';
/** tsx compiles on start; a busy two-core machine needs more than vitest's default 5 s. */
const TIMEOUT_MS = 60_000;

const dir = mkdtempSync(join(tmpdir(), 'shipquote-privacy-script-'));
const databaseFile = join(dir, 'leads.db');
let lead: StoredLead;

beforeAll(() => {
  const db = openDatabase(databaseFile);
  lead = createLeadStore(db).create(validSubmission({ email: EMAIL }), { flagged: false }).lead;
  db.close();
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

async function privacy(...args: string[]): Promise<Run> {
  try {
    const { stdout, stderr } = await promisify(execFile)('npx', ['tsx', 'scripts/privacy.ts', ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_FILE: databaseFile },
      timeout: TIMEOUT_MS,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

describe('npm run privacy, as a process', () => {
  it(
    'exports the leads of an email address from DATABASE_FILE as JSON on stdout',
    async () => {
      const run = await privacy('export', EMAIL.toUpperCase());
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      const exported = JSON.parse(run.stdout) as ExportedLead[];
      expect(exported).toEqual([
        { lead_number: lead.sessionId, created_at: lead.createdAt, flagged: false, submission: lead.submission },
      ]);
    },
    TIMEOUT_MS,
  );

  it(
    'exits non-zero with the usage on stderr when the command is wrong',
    async () => {
      const run = await privacy('forget', EMAIL);
      expect(run.code).not.toBe(0);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain('Usage: npm run privacy');
    },
    TIMEOUT_MS,
  );
});
