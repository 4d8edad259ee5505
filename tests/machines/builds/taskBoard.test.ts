import { testMachineBuilds } from '../support/builds';

testMachineBuilds('taskBoardMachine', () => import('../../../machines/taskBoardMachine'));
