import { FORM_MESSAGES } from '../../../shared/formMessages';
import { clockOf } from '../../lib/format';
import type { FormRef } from '../../lib/useForm';
import { button, formError as formErrorClass, row } from '../../styles/ui.css';
import * as css from './Form.css';

/** Someone saved first and changed what the user changed too: keep mine (over theirs, knowingly) or take theirs. */
export function ConflictChoice({ form, by }: { form: FormRef; by: string | null }) {
  return (
    <div className={css.conflict} role="alert" data-testid="form-conflict">
      <p className={formErrorClass}>
        {FORM_MESSAGES.changedBy(by)} Their version is under each field you both changed; you may also merge by hand.
      </p>
      <div className={row}>
        <button className={button.primary} type="button" onClick={() => form.send({ type: 'conflict.keepMine' })}>
          Keep mine
        </button>
        <button className={button.secondary} type="button" onClick={() => form.send({ type: 'conflict.takeTheirs' })}>
          Take theirs
        </button>
      </div>
    </div>
  );
}

/** "You have an unsaved draft from 14:02": typed here before a reload or a crash, kept on the device (issue 31). */
export function DraftOffer({ form, at }: { form: FormRef; at: number }) {
  const clock = clockOf(at);
  return (
    <div className={css.conflict} role="status" data-testid="draft-offer">
      <p>You have an unsaved draft from {clock}.</p>
      <div className={row}>
        <button className={button.primary} type="button" onClick={() => form.send({ type: 'draft.restored' })}>
          Restore
        </button>
        <button className={button.secondary} type="button" onClick={() => form.send({ type: 'draft.discarded' })}>
          Discard
        </button>
      </div>
    </div>
  );
}

/** A live update showed the item changed while the user typed: what they typed stays, and the save will merge or ask. */
export function ChangedNote({ at }: { at: number }) {
  const clock = clockOf(at);
  return (
    <p className={css.hint} role="status" data-testid="changed-note">
      Someone else changed this at {clock} while you were typing. Your typing stays; saving merges their change, or
      shows you both where you changed the same thing.
    </p>
  );
}
