import { testMachineBuilds } from '../support/builds';

testMachineBuilds('socketMachine', () => import('../../../machines/socketMachine'));
