// `npm run mutation` mutates every machine; `npm run mutation -- machines/followMachine.ts [more...]` mutates only
// the files named, so one machine can be brought to the bar without waiting for all of them. Anything else is
// passed to Stryker as is (`--concurrency 1`, `--logLevel debug`), so a flag's value is never taken for a file.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const INCREMENTAL = 'reports/mutation/stryker-incremental.json';

const given = process.argv.slice(2);
const isFile = (arg: string) => !arg.startsWith('-') && /\.(ts|tsx)$/.test(arg);
// As Stryker names them: relative to the project, with forward slashes (`./machines/x.ts` is `machines/x.ts`).
const files = given.filter(isFile).map((arg) => path.relative('.', arg).split(path.sep).join('/'));
const passThrough = given.filter((arg) => !isFile(arg));

// Stryker's incremental mode keeps a survivor's result unless a test was added that covers it, and the model paths
// are generated in tests/machines/support/modelPaths.ts, so a strengthened harness does not count as a changed
// test. Survivors (and mutants no test reached) of the files run are therefore forgotten and tested again: they
// are few, and killed mutants keep their result.
if (existsSync(INCREMENTAL)) {
  const report = JSON.parse(readFileSync(INCREMENTAL, 'utf8')) as {
    files: Record<string, { mutants: Array<{ status: string }> }>;
  };
  for (const [name, file] of Object.entries(report.files)) {
    if (files.length > 0 && !files.includes(name)) continue;
    file.mutants = file.mutants.filter((m) => m.status !== 'Survived' && m.status !== 'NoCoverage');
  }
  writeFileSync(INCREMENTAL, JSON.stringify(report));
}

const args = ['stryker', 'run', 'stryker.config.json', ...passThrough];
if (files.length > 0) args.push('--mutate', files.join(','));
// vitest.machines.config.ts leaves out the test that loads every machine unless machines/index.ts is mutated.
const env = files.length > 0 ? { ...process.env, MUTATION_FILES: files.join(',') } : process.env;
const result = spawnSync('npx', args, { stdio: 'inherit', env });
process.exit(result.status ?? 1);
