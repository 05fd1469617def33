import type { LibraryPatch } from './library-patch.d.mts';

export const USE_SELECTION_FILE: RegExp;
export const DAY_PICKER_FILE: RegExp;
export const STAND_IN: string;
export function dayPickerSingleDateOnly(): LibraryPatch;
