import { testMachineBuilds } from '../support/builds';

testMachineBuilds('feedMachine', () => import('../../../machines/feedMachine'));
