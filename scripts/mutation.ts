// `npm run mutation` mutates every machine; `npm run mutation -- machines/followMachine.ts [more...]` mutates only
// the files named, so one machine can be brought to the bar without waiting for all of them. Anything else is
// passed to Stryker as is (`--concurrency 1`, `--logLevel debug`), so a flag's value is never taken for a file.
import { spawnSync } from 'node:child_process';

const given = process.argv.slice(2);
const isFile = (arg: string) => !arg.startsWith('-') && /\.(ts|tsx)$/.test(arg);
const files = given.filter(isFile);
const passThrough = given.filter((arg) => !isFile(arg));
const args = ['stryker', 'run', 'stryker.config.json', ...passThrough];
if (files.length > 0) args.push('--mutate', files.join(','));
// vitest.machines.config.ts leaves out the test that loads every machine unless machines/index.ts is mutated.
const env = files.length > 0 ? { ...process.env, MUTATION_FILES: files.join(',') } : process.env;
const result = spawnSync('npx', args, { stdio: 'inherit', env });
process.exit(result.status ?? 1);
