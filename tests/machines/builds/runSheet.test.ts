import { testMachineBuilds } from '../support/builds';

testMachineBuilds('runSheetMachine', () => import('../../../machines/runSheetMachine'));
