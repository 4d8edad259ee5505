import { testMachineBuilds } from '../support/builds';

testMachineBuilds('slugCheckMachine', () => import('../../../machines/slugCheckMachine'));
