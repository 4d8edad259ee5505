import { testMachineBuilds } from '../support/builds';

testMachineBuilds('optimisticToggleMachine', () => import('../../../machines/optimisticToggleMachine'));
