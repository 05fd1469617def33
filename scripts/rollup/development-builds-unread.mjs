/**
 * React, React DOM, scheduler and react-is ship a development and a production build of each file, and
 * their entry picks one by `process.env.NODE_ENV`. The commonjs plugin turns both `require`s into imports, so
 * a production build read, parsed and tree-shook 1.3 MB of development code only to drop all of it. In
 * production such a file is read as a module holding only its `require`s, in the same order: the modules it
 * names keep their place in the bundle, so the scripts come out byte for byte the same.
 */
import { readFileSync } from 'node:fs';

/** A package's development build: `cjs/<name>.development.js` inside node_modules. */
export const DEVELOPMENT_BUILD =
  /[\\/]node_modules[\\/](?:@[^\\/]+[\\/])?[^\\/]+[\\/]cjs[\\/][^\\/]+\.development\.js$/;

const REQUIRE = /\brequire\(\s*(["'])([^"'\n]+)\1\s*\)/g;

/** The file's `require`s alone, each module once, in the order the file first names them. */
export function requiresOnly(code) {
  const names = [...new Set(Array.from(code.matchAll(REQUIRE), (match) => match[2]))];
  return `'use strict';\n${names.map((name) => `require(${JSON.stringify(name)});\n`).join('')}`;
}

/** @returns {import('./development-builds-unread.d.mts').DevelopmentBuildsUnread} */
export function developmentBuildsUnread() {
  return {
    name: 'development-builds-unread',
    load(id) {
      return DEVELOPMENT_BUILD.test(id) ? requiresOnly(readFileSync(id, 'utf8')) : null;
    },
  };
}
