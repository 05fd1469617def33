/**
 * The build's patches of installed libraries (the other modules in this folder) change each one exactly
 * where they expect to: a library that changed shape fails the build, and must be looked at, rather than
 * being bundled unpatched or patched in the wrong place.
 */

/**
 * Replaces exactly one match of `pattern` in `code`, or throws naming `where` (the file) and the pattern.
 *
 * @param {string} code
 * @param {RegExp} pattern
 * @param {string} replacement
 * @param {string} where
 * @returns {string}
 */
export function replaceOnce(code, pattern, replacement, where) {
  const matches = code.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`));
  if (matches?.length !== 1)
    throw new Error(`${where}: expected one match of ${pattern}, found ${matches?.length ?? 0}`);
  return code.replace(pattern, replacement);
}
