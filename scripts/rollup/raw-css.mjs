import { readFileSync } from 'node:fs';

/** `import css from './x.css?raw'` gives the file's text, lightly minified (vitest reads ?raw natively). */
export function rawCss() {
  return {
    name: 'raw-css',
    async resolveId(source, importer) {
      if (!source.endsWith('?raw')) return null;
      const resolved = await this.resolve(source.slice(0, -4), importer, { skipSelf: true });
      return resolved && `${resolved.id}?raw`;
    },
    load(id) {
      if (!id.endsWith('?raw')) return null;
      // Named for scripts/build.mjs: rollup does not list query-suffixed ids among the watched files.
      this.addWatchFile(id.slice(0, -4));
      const css = readFileSync(id.slice(0, -4), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\s+/g, ' ')
        .replace(/\s*([{}:;,>])\s*/g, '$1')
        .replace(/;}/g, '}')
        .trim();
      return `export default ${JSON.stringify(css)};`;
    },
  };
}
