import { testMachineBuilds } from '../support/builds';

testMachineBuilds('myWeddingsMachine', () => import('../../../machines/myWeddingsMachine'));
