import { runShard } from './matrix/runner';

// The authorization matrix, second of three parts (see matrix/runner.ts).
runShard(1);
