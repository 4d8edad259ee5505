import { testMachineBuilds } from '../support/builds';

testMachineBuilds('postComposerMachine', () => import('../../../machines/postComposerMachine'));
