import { testMachineBuilds } from '../support/builds';

testMachineBuilds('toastMachine', () => import('../../../machines/toastMachine'));
