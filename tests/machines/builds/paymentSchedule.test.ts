import { testMachineBuilds } from '../support/builds';

testMachineBuilds('paymentScheduleMachine', () => import('../../../machines/paymentScheduleMachine'));
