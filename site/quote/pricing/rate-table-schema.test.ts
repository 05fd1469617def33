import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RATE_TABLE } from './rate-table';
import { readRateTable } from './rate-table-schema';

/** The repository's rate file, freshly parsed, for a test to break one field of. */
const repositoryFile = (): Record<string, unknown> =>
  JSON.parse(readFileSync(join(import.meta.dirname, 'rate-table.json'), 'utf8')) as Record<string, unknown>;

/** Follows a dot path ("domestic.openMileBands.1") into parsed JSON. */
function at(json: unknown, path: string): Record<string, unknown> {
  let node = json;
  for (const key of path.split('.')) node = (node as Record<string, unknown>)[key];
  if (node === null || typeof node !== 'object') throw new Error(`nothing to edit at ${path}`);
  return node as Record<string, unknown>;
}

/** The problem readRateTable names for the repository's file after `edit`. */
function problemAfter(edit: (json: Record<string, unknown>) => void): string {
  const json = repositoryFile();
  edit(json);
  const read = readRateTable(json);
  if (read.ok) throw new Error('expected the file to be refused');
  return read.problem;
}

describe('readRateTable', () => {
  it("reads the repository's own file, as the default table", () => {
    const read = readRateTable(repositoryFile());
    expect(read).toEqual({ ok: true, table: RATE_TABLE });
  });

  it('turns the bands into a curve whose last band runs without end', () => {
    const bands = RATE_TABLE.openMileBands;
    expect(bands.at(-1)?.upToMiles).toBe(Number.POSITIVE_INFINITY);
    for (let i = 1; i < bands.length; i += 1) {
      expect(bands[i]?.upToMiles).toBeGreaterThan(bands[i - 1]?.upToMiles ?? 0);
    }
  });

  it('refuses a negative rate per mile, naming the band', () => {
    const problem = problemAfter((json) => {
      at(json, 'domestic.openMileBands.1').centsPerMile = -5;
    });
    expect(problem).toMatch(/^domestic\.openMileBands\.1\.centsPerMile: /);
    expect(problem).toContain('at least 0');
  });

  it('refuses bands out of order, naming the list of bands', () => {
    const problem = problemAfter((json) => {
      at(json, 'domestic.openMileBands.2').fromMiles = 200;
    });
    expect(problem).toMatch(/^domestic\.openMileBands: /);
    expect(problem).toContain('out of order');
  });

  it('refuses a season that names a state that does not exist, naming the season and the state', () => {
    const problem = problemAfter((json) => {
      at(json, 'seasons.0').to = ['FL', 'XX'];
    });
    expect(problem).toMatch(/^seasons\.0\.to\.1: /);
    expect(problem).toContain('"XX"');
  });

  it('refuses a misspelt key rather than ignore it, naming it', () => {
    const problem = problemAfter((json) => {
      const domestic = at(json, 'domestic');
      domestic.inopFees = domestic.inopFee;
    });
    expect(problem).toMatch(/^domestic\.inopFees: /);
  });

  it('refuses a sailing of $0, naming the port and its direction', () => {
    const problem = problemAfter((json) => {
      at(json, 'sea.lanes.0.islandPorts.0.outbound').perVehicle = 0;
    });
    expect(problem).toMatch(/^sea\.lanes\.0\.islandPorts\.0\.outbound\.perVehicle: /);
    expect(problem).toContain('more than $0');
  });

  it('refuses a day of the year that is not one', () => {
    const problem = problemAfter((json) => {
      at(json, 'seasons.0.dates').from = '02-30';
    });
    expect(problem).toMatch(/^seasons\.0\.dates\.from: /);
  });

  it('refuses something that is not a rate file at all', () => {
    for (const input of [null, [], 'rates', {}]) {
      const read = readRateTable(input);
      expect(read.ok).toBe(false);
    }
  });
});
