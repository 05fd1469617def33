import type { LibraryPatch } from './library-patch.d.mts';

export const EN_US_FILE: RegExp;
export function enUsFormatOnly(): LibraryPatch;
