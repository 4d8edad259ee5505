import { testMachineBuilds } from '../support/builds';

testMachineBuilds('countdownMachine', () => import('../../../machines/countdownMachine'));
