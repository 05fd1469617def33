export function jsonModule(): import('rollup').Plugin;
