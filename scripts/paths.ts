import { type ModelName, models } from '../models';
import { modelPaths } from '../models/paths';

// `npm run paths -- <machine>` prints the test paths of that machine's model, one per line, as the tests run them.
const name = process.argv[2];

if (!name) {
  console.log(`Machines with test models: ${Object.keys(models).join(', ')}`);
  console.log('Usage: npm run paths -- <machine>');
} else if (!Object.hasOwn(models, name)) {
  console.error(`No test model for "${name}". Known: ${Object.keys(models).join(', ')}`);
  process.exitCode = 1;
} else {
  for (const path of modelPaths(models[name as ModelName])) console.log(path.description);
}
