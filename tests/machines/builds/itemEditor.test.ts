import { testMachineBuilds } from '../support/builds';

testMachineBuilds('itemEditorMachine', () => import('../../../machines/itemEditorMachine'));
