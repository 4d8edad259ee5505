import { testMachineBuilds } from '../support/builds';

testMachineBuilds('topMenuMachine', () => import('../../../machines/topMenuMachine'));
