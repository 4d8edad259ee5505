import { runShard } from './matrix/runner';

// The authorization matrix, first of three parts (see matrix/runner.ts).
runShard(0);
