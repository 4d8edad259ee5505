import { testMachineBuilds } from '../support/builds';

testMachineBuilds('searchBoxMachine', () => import('../../../machines/searchBoxMachine'));
