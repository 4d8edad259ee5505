import { testMachineBuilds } from '../support/builds';

testMachineBuilds('pagerMachine', () => import('../../../machines/pagerMachine'));
