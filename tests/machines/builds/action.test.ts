import { testMachineBuilds } from '../support/builds';

testMachineBuilds('actionMachine', () => import('../../../machines/actionMachine'));
