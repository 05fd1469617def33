/** `npm run pricing -- <preview|report|calibrate|lanes>` (tsx): see pricing-command.ts. */
import { runPricingCommand } from './pricing-command';

process.exitCode = await runPricingCommand(process.argv.slice(2), process.env, {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});
