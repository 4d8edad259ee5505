// `npm run mutation` mutates every machine; `npm run mutation -- machines/followMachine.ts [more...]` mutates only
// the files named, so one machine can be brought to the bar without waiting for all of them.
import { spawnSync } from 'node:child_process';

const files = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const passThrough = process.argv.slice(2).filter((arg) => arg.startsWith('-'));
const args = ['stryker', 'run', 'stryker.config.json', ...passThrough];
if (files.length > 0) args.push('--mutate', files.join(','));
const result = spawnSync('npx', args, { stdio: 'inherit' });
process.exit(result.status ?? 1);
