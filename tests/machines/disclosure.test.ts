import { expect } from 'vitest';
import { createActor } from 'xstate';
import { disclosureMachine } from '../../machines/disclosureMachine';
import { disclosureModel } from '../../models/disclosureModel';
import { testModelPaths } from './support/modelPaths';

testModelPaths(disclosureModel, () => {
  const actor = createActor(disclosureMachine).start();
  return {
    events: {
      TOGGLE: () => actor.send({ type: 'disclosure.toggled' }),
      FOLLOW_LINK: () => actor.send({ type: 'disclosure.closed' }),
    },
    states: {
      closed: () => expect(actor.getSnapshot().value).toBe('closed'),
      open: () => expect(actor.getSnapshot().value).toBe('open'),
    },
    stop: () => actor.stop(),
  };
});
