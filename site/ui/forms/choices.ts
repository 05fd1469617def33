/** The choices a select or a group of radios offers, alone or in named groups. */
import type { ReactNode } from 'react';

export interface Choice {
  value: string;
  label: ReactNode;
  /** A line under a radio's label, read with it; a select's options have none. */
  hint?: string;
}

export interface ChoiceGroup {
  label: string;
  options: readonly Choice[];
}

/** The choices either as one list or as named groups of them. */
export type Choices =
  | { options: readonly Choice[]; groups?: never }
  | { groups: readonly ChoiceGroup[]; options?: never };
