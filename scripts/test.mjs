#!/usr/bin/env node
/**
 * `npm test`: every check, in phases, then how long each took.
 *
 *   1. lint and build together: they are independent (lint type-checks the sources, the build only
 *      transpiles them into dist/, which lint leaves out), so two cores do both in the time of the longer;
 *   2. size (the widget's size budget, over dist/);
 *   3. vitest (its build project reads dist/);
 *   4. the browser tests (Playwright, over the built site).
 *
 * Each phase is the npm script of the same name (`npm run lint`, `npm run build`, `npm run size`,
 * `npm run test:browser`) or `vitest run`, and its output is streamed as it comes; the two that run together
 * have their lines marked with the phase's name. The first phase that fails stops the run (a phase still
 * running beside it is stopped) and its exit code is the run's. The table at the end gives each phase's wall
 * time, the total, and the machine's load average at the start and the end, since other work on a two-core
 * machine moves every figure.
 *
 * `--skip <phase>` (repeatable) leaves a phase out, e.g. `node scripts/test.mjs --skip browser`.
 * Plain Node, no dependency.
 */
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const vitest = join(ROOT, 'node_modules', '.bin', 'vitest');

/** Steps run one after another; the phases of a step run together. */
const STEPS = [
  [
    { name: 'lint', command: npm, args: ['run', '--silent', 'lint'] },
    { name: 'build', command: npm, args: ['run', '--silent', 'build'] },
  ],
  [{ name: 'size', command: npm, args: ['run', '--silent', 'size'] }],
  [{ name: 'vitest', command: vitest, args: ['run'] }],
  [{ name: 'browser', command: npm, args: ['run', '--silent', 'test:browser'] }],
];
const PHASES = STEPS.flat().map((phase) => phase.name);

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

function table(rows, totalMs, loadAtStart, notes) {
  const lines = [
    ['phase', 'wall time', 'result'],
    ...rows.map((row) => [row.name, row.ms === undefined ? '-' : seconds(row.ms), row.result]),
    ['total', seconds(totalMs), ''],
  ];
  const widths = [0, 1, 2].map((i) => Math.max(...lines.map((line) => line[i].length)));
  const format = (line) =>
    [line[0].padEnd(widths[0]), line[1].padStart(widths[1]), line[2].padEnd(widths[2])].join('  ').trimEnd();
  return [
    '',
    format(lines[0]),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...lines.slice(1).map(format),
    ...notes,
    `load average (1, 5, 15 min): ${loadAtStart} at the start, ${load()} at the end`,
  ].join('\n');
}

async function main() {
  const skip = skipped(process.argv.slice(2));
  const loadAtStart = load();
  const started = performance.now();
  /** @type {{ name: string, ms?: number, result: string }[]} */
  const rows = [];
  /** @type {string[]} */
  const notes = [];
  /** The phase that failed first, and its exit code. */
  let failed;
  for (const step of STEPS) {
    const phases = step.filter((phase) => !skip.has(phase.name));
    for (const phase of step) {
      if (skip.has(phase.name)) rows.push({ name: phase.name, result: 'skipped' });
      else if (failed) rows.push({ name: phase.name, result: 'not run' });
    }
    if (failed || phases.length === 0) continue;
    const together = phases.length > 1;
    const names = phases.map((phase) => phase.name).join(' and ');
    console.log(`\n> ${names}${together ? ', together' : ''}`);
    const stepStarted = performance.now();
    await Promise.all(
      phases.map(async (phase) => {
        const { code, ms } = await runPhase(phase, together);
        if (code !== 0 && !failed) {
          // The first failure stops what runs beside it, and its exit code is the run's.
          failed = { name: phase.name, code };
          for (const child of running) stopGroup(child, 'SIGTERM');
        }
        const result = code === 0 ? 'ok' : failed?.name === phase.name ? `failed (exit ${code})` : 'stopped';
        rows.push({ name: phase.name, ms, result });
      }),
    );
    if (together) notes.push(`${names} ran together: ${seconds(performance.now() - stepStarted)} for both`);
  }
  rows.sort((a, b) => PHASES.indexOf(a.name) - PHASES.indexOf(b.name));
  console.log(table(rows, performance.now() - started, loadAtStart, notes));
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
