import { testMachineBuilds } from '../support/builds';

testMachineBuilds('offlineQueueMachine', () => import('../../../machines/offlineQueueMachine'));
