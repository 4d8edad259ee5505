import { setup } from 'xstate';

// What a user sees of an edit form (a task's title and notes) while a partner edits the same task (issue 31). The
// partner's saves arrive live: a form with nothing typed follows them; once the user has typed, the form keeps the
// user's values and remembers where it started, so saving from there is either merged without asking (the partner
// changed another field: `behindOther`) or shown side by side (the partner changed the title too: `behindSame` leads
// to `conflicted`). There the user keeps theirs (saving over the partner's, knowingly, with any merge typed by hand)
// or takes the partner's, and nothing either of them wrote is lost without one of them choosing it.
const typing = (to: string) => ({ TYPE_TITLE: to });

export const formConflictModel = setup({
  types: {
    events: {} as
      | { type: 'TYPE_TITLE' }
      | { type: 'PARTNER_EDITS_NOTES' }
      | { type: 'PARTNER_EDITS_TITLE' }
      | { type: 'SAVE' }
      | { type: 'KEEP_MINE' }
      | { type: 'TAKE_THEIRS' },
  },
}).createMachine({
  id: 'formConflictModel',
  initial: 'clean',
  states: {
    clean: {
      on: { ...typing('dirty'), PARTNER_EDITS_NOTES: 'clean', PARTNER_EDITS_TITLE: 'clean', SAVE: 'saved' },
    },
    dirty: {
      on: { ...typing('dirty'), PARTNER_EDITS_NOTES: 'behindOther', PARTNER_EDITS_TITLE: 'behindSame', SAVE: 'saved' },
    },
    behindOther: {
      on: {
        ...typing('behindOther'),
        PARTNER_EDITS_NOTES: 'behindOther',
        PARTNER_EDITS_TITLE: 'behindSame',
        SAVE: 'saved',
      },
    },
    behindSame: { on: { ...typing('behindSame'), PARTNER_EDITS_NOTES: 'behindSame', SAVE: 'conflicted' } },
    conflicted: { on: { ...typing('conflicted'), KEEP_MINE: 'saved', TAKE_THEIRS: 'clean' } },
    saved: { type: 'final' },
  },
});
