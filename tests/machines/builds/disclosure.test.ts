import { testMachineBuilds } from '../support/builds';

testMachineBuilds('disclosureMachine', () => import('../../../machines/disclosureMachine'));
