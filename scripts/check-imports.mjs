/**
 * `npm run lint` step: imports run one way (the rules and site/'s layers: scripts/import-rules.mjs).
 * Exits 1 listing file:line of each import that runs back up, and each cycle between files.
 */
import { checkImports } from './import-rules.mjs';

const problems = checkImports(process.cwd());
if (problems.length > 0) {
  console.error(`check-imports: ${problems.length} problem(s):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
