/**
 * `import data from './x.json'` gives the file's value, as Node and vitest read it: the dev mock prices
 * quotes by the repository's rate file (site/quote/pricing/rate-table.json) as the server does.
 */
export function jsonModule() {
  return {
    name: 'json-module',
    transform(code, id) {
      if (!id.endsWith('.json')) return null;
      return { code: `export default ${JSON.stringify(JSON.parse(code))};`, map: null };
    },
  };
}
