import { testMachineBuilds } from '../support/builds';

testMachineBuilds('sessionMachine', () => import('../../../machines/sessionMachine'));
