import { runShard } from './matrix/runner';

// The authorization matrix, third of three parts (see matrix/runner.ts).
runShard(2);
