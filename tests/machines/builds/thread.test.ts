import { testMachineBuilds } from '../support/builds';

testMachineBuilds('threadMachine', () => import('../../../machines/threadMachine'));
