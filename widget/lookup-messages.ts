/**
 * The words a lookup field says when the visitor leaves it with text the lookups found no match for. They
 * travel in the lookup chunk, with the comboboxes, so the first script stays small; an embedder overrides them
 * through `messages` like every other string.
 */
export const lookupMessages = {
  unmatchedPlace: (text: string) =>
    `We could not find '${text}'. Choose a place from the list to get an instant price, or keep it and an advisor will price it.`,
  unmatchedMake: (text: string) =>
    `We could not find '${text}'. Choose a make from the list, or keep it and an advisor will check it.`,
  unmatchedModel: (text: string) =>
    `We could not find '${text}'. Choose a model from the list, or keep it and an advisor will check it.`,
};

export type LookupMessages = typeof lookupMessages;

/** Which of them a field says. */
export type UnmatchedNote = 'Place' | 'Make' | 'Model';
