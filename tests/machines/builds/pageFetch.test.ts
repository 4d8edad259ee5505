import { testMachineBuilds } from '../support/builds';

testMachineBuilds('pageFetchMachine', () => import('../../../machines/pageFetchMachine'));
