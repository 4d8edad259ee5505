import { testMachineBuilds } from '../support/builds';

testMachineBuilds('weddingAccessMachine', () => import('../../../machines/weddingAccessMachine'));
