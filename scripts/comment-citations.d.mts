/** True when a comment's or a test title's text cites a document outside the repository. */
export function citesOutsideDocument(text: string): boolean;

/** The lines (1-based) of a file that cite a document outside the repository, with their trimmed text. */
export function citationsIn(fileName: string, text: string): { line: number; text: string }[];
