import { testMachineBuilds } from '../support/builds';

testMachineBuilds('resourceMachine', () => import('../../../machines/resourceMachine'));
