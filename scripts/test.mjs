#!/usr/bin/env node
/**
 * `npm test`: every check, in phases, then how long each took.
 *
 *   - lint, from the start and beside the rest: it reads the sources only, and on two cores its single-
 *     threaded type checks fill what the build and vitest leave idle (vitest waits on PostgreSQL, child
 *     processes and its own start);
 *   - build, from the start; then size (the widget's size budget, over dist/); then vitest (its build
 *     project reads dist/);
 *   - the browser tests (Playwright, over the built site), once vitest and lint are done: they fill both
 *     cores on their own, and a test's timing is theirs to keep.
 *
 * Each phase is the npm script of the same name (`npm run lint`, `npm run build`, `npm run size`,
 * `npm run test:browser`) or `vitest run`, and its output is streamed as it comes; a phase that runs beside
 * another has its lines marked with its name. The first phase that fails stops the run (the phases running
 * beside it are stopped, the later ones not started) and its exit code is the run's. The table at the end
 * gives each phase's start and wall time, the total, and the machine's load average at the start and the
 * end, since other work on a two-core machine moves every figure.
 *
 * `--skip <phase>` (repeatable) leaves a phase out, e.g. `node scripts/test.mjs --skip browser`; a phase
 * that waits on a skipped one starts without it.
 * Plain Node, no dependency.
 */
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const vitest = join(ROOT, 'node_modules', '.bin', 'vitest');

/** Each phase starts once the phases it is `after` are done. */
const PHASES_IN_ORDER = [
  { name: 'lint', command: npm, args: ['run', '--silent', 'lint'], after: [] },
  { name: 'build', command: npm, args: ['run', '--silent', 'build'], after: [] },
  { name: 'size', command: npm, args: ['run', '--silent', 'size'], after: ['build'] },
  { name: 'vitest', command: vitest, args: ['run'], after: ['size'] },
  { name: 'browser', command: npm, args: ['run', '--silent', 'test:browser'], after: ['vitest', 'lint'] },
];
const PHASES = PHASES_IN_ORDER.map((phase) => phase.name);

/** @returns {Set<string>} */
function skipped(argv) {
  const names = new Set();
  for (let i = 0; i < argv.length; i++) {
    const name = argv[i] === '--skip' ? argv[++i] : undefined;
    if (name === undefined || !PHASES.includes(name)) {
      console.error(`Usage: node scripts/test.mjs [--skip <${PHASES.join('|')}>]...`);
      process.exit(2);
    }
    names.add(name);
  }
  return names;
}

/** @type {Set<import('node:child_process').ChildProcess>} */
const running = new Set();

/** Signals a phase's whole process group (npm, its shell and what they started). */
function stopGroup(child, signal) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

/** Writes a stream's lines with `[name] ` before each, for phases whose output would otherwise mix. */
function marked(stream, name, out) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (text) => {
    const lines = (rest + text).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) out.write(`[${name}] ${line}\n`);
  });
  stream.on('end', () => {
    if (rest) out.write(`[${name}] ${rest}\n`);
  });
}

/**
 * Runs one phase in a process group of its own; resolves with its exit code (128 + the signal's number
 * when a signal ended it) and its wall time.
 */
function runPhase(phase, together) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(phase.command, phase.args, {
      cwd: ROOT,
      detached: true,
      stdio: together ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    running.add(child);
    if (together) {
      marked(child.stdout, phase.name, process.stdout);
      marked(child.stderr, phase.name, process.stderr);
    }
    const finish = (code) => {
      running.delete(child);
      resolve({ code, ms: performance.now() - started });
    };
    child.once('error', (error) => {
      console.error(`${phase.name}: ${error.message}`);
      finish(1);
    });
    child.once('close', (code, signal) => {
      const signalNumber = signal ? ({ SIGINT: 2, SIGKILL: 9, SIGTERM: 15 }[signal] ?? 0) : 0;
      finish(code ?? 128 + signalNumber);
    });
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

function table(rows, totalMs, loadAtStart) {
  const lines = [
    ['phase', 'start', 'wall time', 'result'],
    ...rows.map((row) => [
      row.name,
      row.startMs === undefined ? '-' : seconds(row.startMs),
      row.ms === undefined ? '-' : seconds(row.ms),
      row.result,
    ]),
    ['total', '', seconds(totalMs), ''],
  ];
  const widths = [0, 1, 2, 3].map((i) => Math.max(...lines.map((line) => line[i].length)));
  const format = (line) =>
    [line[0].padEnd(widths[0]), line[1].padStart(widths[1]), line[2].padStart(widths[2]), line[3].padEnd(widths[3])]
      .join('  ')
      .trimEnd();
  return [
    '',
    format(lines[0]),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...lines.slice(1).map(format),
    `load average (1, 5, 15 min): ${loadAtStart} at the start, ${load()} at the end`,
  ].join('\n');
}

async function main() {
  const skip = skipped(process.argv.slice(2));
  const loadAtStart = load();
  const started = performance.now();
  /** @type {Map<string, { name: string, startMs?: number, ms?: number, result: string }>} */
  const rows = new Map(PHASES.map((name) => [name, { name, result: skip.has(name) ? 'skipped' : 'not run' }]));
  /** Phases done without failing; a skipped phase counts as done for those after it. */
  const done = new Set(skip);
  /** @type {Set<string>} */
  const active = new Set();
  /** The phase that failed first, and its exit code. */
  let failed;
  /** @type {Set<Promise<void>>} */
  const pending = new Set();

  const startReady = () => {
    if (failed) return;
    // A phase that has started has its start; a skipped one is done without one.
    const ready = PHASES_IN_ORDER.filter(
      (phase) =>
        !done.has(phase.name) &&
        rows.get(phase.name)?.startMs === undefined &&
        phase.after.every((name) => done.has(name)),
    );
    // Lines are marked when another phase runs beside this one, or starts with it.
    const beside = active.size + ready.length > 1;
    for (const phase of ready) {
      const row = rows.get(phase.name);
      if (!row) continue;
      row.startMs = performance.now() - started;
      active.add(phase.name);
      console.log(
        `\n> ${phase.name}${active.size > 1 ? ` (beside ${[...active].filter((name) => name !== phase.name).join(', ')})` : ''}`,
      );
      const run = runPhase(phase, beside).then(({ code, ms }) => {
        active.delete(phase.name);
        row.ms = ms;
        if (code === 0) {
          row.result = 'ok';
          done.add(phase.name);
        } else if (!failed) {
          // The first failure stops what runs beside it, and its exit code is the run's.
          failed = { name: phase.name, code };
          row.result = `failed (exit ${code})`;
          for (const child of running) stopGroup(child, 'SIGTERM');
        } else {
          row.result = 'stopped';
        }
        pending.delete(run);
        startReady();
      });
      pending.add(run);
    }
  };
  startReady();
  while (pending.size > 0) await Promise.race(pending);
  console.log(table([...rows.values()], performance.now() - started, loadAtStart));
  return failed?.code ?? 0;
}

// Ctrl-C or a stop from outside reaches the phases' process groups too.
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.once(signal, () => {
    for (const child of running) stopGroup(child, signal);
    process.exit(code);
  });
}

process.exitCode = await main();
