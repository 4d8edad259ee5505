import { testMachineBuilds } from '../support/builds';

testMachineBuilds('formMachine', () => import('../../../machines/formMachine'));
