/**
 * The single-date patch over the react-day-picker files the build really reads: every pattern must still
 * match, or the build fails (replace-once.mjs); an update that changes the files' shape fails here first.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DAY_PICKER_FILE,
  dayPickerSingleDateOnly,
  STAND_IN,
  USE_SELECTION_FILE,
} from './day-picker-single-date-only.mjs';

const esm = join(dirname(createRequire(import.meta.url).resolve('react-day-picker/package.json')), 'dist', 'esm');
const useSelectionFile = join(esm, 'useSelection.js');
const dayPickerFile = join(esm, 'DayPicker.js');
const useSelection = readFileSync(useSelectionFile, 'utf8');
const dayPicker = readFileSync(dayPickerFile, 'utf8');

const transform = (code: string, id: string) => dayPickerSingleDateOnly().transform(code, id);

describe('dayPickerSingleDateOnly over the installed react-day-picker', () => {
  it('patches the two files the build reads', () => {
    expect(USE_SELECTION_FILE.test(useSelectionFile)).toBe(true);
    expect(DAY_PICKER_FILE.test(dayPickerFile)).toBe(true);
  });

  it('keeps only the single-date hook in useSelection, and refuses the other modes', () => {
    const patched = transform(useSelection, useSelectionFile) ?? '';
    expect(patched).not.toMatch(/useMulti|useRange/);
    expect(patched).toContain('useSingle(props, dateLib)');
    expect(patched.match(/throw new Error\("single dates only"\);/g)).toHaveLength(2);
  });

  it('takes the animation hook and the noon-safe date library from the stand-in', () => {
    const patched = transform(dayPicker, dayPickerFile) ?? '';
    expect(patched).not.toMatch(/\.\/useAnimation\.js|\.\/noonDateLib\.js/);
    expect(patched.split(JSON.stringify(STAND_IN))).toHaveLength(3);
    expect(STAND_IN).toMatch(/widget[\\/]date-picker[\\/]no-animation\.ts$/);
  });

  it.each([
    [
      'useSelection no longer imports useRange on its own line',
      useSelectionFile,
      useSelection,
      /^import \{ useRange \}.*$/m,
      'import { useRange, useRangeX } from "x";',
    ],
    [
      'useSelection calls useMulti differently',
      useSelectionFile,
      useSelection,
      /useMulti\(props, dateLib\)/,
      'useMulti(props)',
    ],
    [
      'useSelection returns the range another way',
      useSelectionFile,
      useSelection,
      /return range;/,
      'return range ?? null;',
    ],
    [
      'DayPicker imports the animation from elsewhere',
      dayPickerFile,
      dayPicker,
      /"\.\/useAnimation\.js"/,
      '"./animation/index.js"',
    ],
    ['DayPicker imports the noon date library twice', dayPickerFile, dayPicker, /^/, 'import "./noonDateLib.js";\n'],
  ])('fails, naming the file, when %s', (_, id, code, pattern, replacement) => {
    const changed = code.replace(pattern, replacement);
    expect(changed).not.toBe(code);
    expect(() => transform(changed, id)).toThrow(`${id}: expected one match of`);
  });

  it('leaves every other file alone', () => {
    expect(transform(dayPicker, join(esm, 'UI.js'))).toBeNull();
  });
});
