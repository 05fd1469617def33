/**
 * The production build reads a package's development build as its `require`s alone; over the files the build
 * really meets, so a React update that moves or renames them fails here first.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_BUILD, developmentBuildsUnread, requiresOnly } from './development-builds-unread.mjs';

const require = createRequire(import.meta.url);
/** A file of an installed package, by its path inside it (the packages export none of their cjs/ files). */
const inPackage = (name: string, file: string) => join(dirname(require.resolve(`${name}/package.json`)), file);
const reactDomClient = inPackage('react-dom', 'cjs/react-dom-client.development.js');

describe('developmentBuildsUnread', () => {
  it('matches the development builds React, React DOM and scheduler pick in development', () => {
    for (const file of [
      reactDomClient,
      inPackage('react', 'cjs/react.development.js'),
      inPackage('react', 'cjs/react-jsx-runtime.development.js'),
      inPackage('scheduler', 'cjs/scheduler.development.js'),
    ]) {
      expect(DEVELOPMENT_BUILD.test(file), file).toBe(true);
    }
  });

  it('leaves production builds and the source alone', () => {
    const plugin = developmentBuildsUnread();
    for (const file of [
      inPackage('react-dom', 'cjs/react-dom-client.production.js'),
      inPackage('react-dom', 'client.js'),
      '/repo/site/web/client/development.js',
      '/repo/site/cjs/app.development.js',
    ]) {
      expect(plugin.load(file), file).toBeNull();
    }
  });

  it("keeps React DOM's requires, each once and in the order the file first names them", () => {
    const stub = developmentBuildsUnread().load(reactDomClient);
    expect(stub).toBe(`'use strict';\nrequire("scheduler");\nrequire("react");\nrequire("react-dom");\n`);
    expect(readFileSync(reactDomClient, 'utf8').length).toBeGreaterThan(100 * (stub?.length ?? 0));
  });

  it('writes a file without requires as an empty module', () => {
    expect(requiresOnly('"use strict"; exports.x = 1;')).toBe("'use strict';\n");
    expect(requiresOnly("var a = require('./a.js'), b = require(\"b\"); require('./a.js');")).toBe(
      `'use strict';\nrequire("./a.js");\nrequire("b");\n`,
    );
  });
});
