/** Capitalises the first letter of each word, also after a hyphen or a full stop ("st. paul" → "St. Paul"). */
export function capitaliseWords(text: string): string {
  return text.replace(
    /(^|[\s\-.(/])(\p{Ll})/gu,
    (_match, before: string, letter: string) => before + letter.toUpperCase(),
  );
}
