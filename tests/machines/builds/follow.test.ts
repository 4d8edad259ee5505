import { testMachineBuilds } from '../support/builds';

testMachineBuilds('followMachine', () => import('../../../machines/followMachine'));
