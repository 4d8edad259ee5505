import { useSelector } from '@xstate/react';
import { Link, useLocation } from 'wouter';
import { editorMode } from '../../../../machines/itemEditorMachine';
import type { WeddingDayTask } from '../../../shared/planning';
import { useDayCommands, useDayItemEditor } from '../../areas/planning/runOfShow';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import { CheckboxField } from '../../components/form/CheckboxField';
import { FormShell } from '../../components/form/FormShell';
import { TextAreaField } from '../../components/form/TextAreaField';
import { TextField } from '../../components/form/TextField';
import { weddingPath } from '../../lib/format';
import { type ItemEditorRef, useEditorForm } from '../../lib/useItemEditor';
import { button, muted, row } from '../../styles/ui.css';
import { ItemHistory } from '../history/ItemHistory';
import { AssigneePicker } from './Assignees';
import { Comments } from './Comments';
import * as css from './Planning.css';
import { usePlanning } from './usePlanning';

function EditItem({ item, editor }: { item: WeddingDayTask; editor: ItemEditorRef }) {
  const form = useEditorForm(
    editor,
    {
      time: 'optional',
      title: 'text',
      place: 'optional',
      notes: 'optional',
      notes_private: 'optional',
      public: 'optional',
    },
    {
      time: item.time ?? '',
      title: item.title,
      place: item.place,
      notes: item.notes,
      notes_private: item.notes_private ? 'true' : '',
      public: item.public ? 'true' : '',
    },
  );
  return (
    <div className={css.compactForm}>
      <FormShell form={form} submitLabel="Save" busyLabel="Saving…">
        <TextField form={form} name="time" label="Time" type="time" />
        <TextField form={form} name="title" label="What happens" />
        <TextField form={form} name="place" label="Where" />
        <TextAreaField form={form} name="notes" label="Notes" />
        <CheckboxField form={form} name="notes_private" label="Notes for members only (not on shared run sheets)" />
        <CheckboxField form={form} name="public" label="Show on website" />
      </FormShell>
      <button type="button" className={button.quiet} onClick={() => editor.send({ type: 'edit.cancelled' })}>
        Cancel
      </button>
    </div>
  );
}

/** The open run-of-show item: where, notes, who is on it, and its comments; members change it here. */
export function DayItemDetail({ item }: { item: WeddingDayTask }) {
  const { wedding } = usePlanning();
  const [, navigate] = useLocation();
  const list = weddingPath(wedding.slug, 'tasks/dday');
  const commands = useDayCommands();
  const editor = useDayItemEditor(item, () => navigate(list));
  const mode = useSelector(editor, editorMode);
  return (
    <article className={css.panel} aria-labelledby="day-item-title">
      <div className={css.sectionHead}>
        <h2 id="day-item-title" className={css.detailTitle}>
          {item.time ? `${item.time} · ` : ''}
          {item.title}
        </h2>
        <Link className={button.quiet} href={list}>
          Close
        </Link>
      </div>
      {mode === 'edit' ? (
        <EditItem item={item} editor={editor} />
      ) : (
        <>
          <dl className={css.facts}>
            <dt>Where</dt>
            <dd>{item.place || <span className={muted}>Not set</span>}</dd>
            <dt>Notes</dt>
            <dd>
              {item.notes ? <p className={css.notes}>{item.notes}</p> : <span className={muted}>None</span>}
              {item.notes && item.notes_private ? <span className={muted}>For members only</span> : null}
            </dd>
            <dt>On the website</dt>
            <dd>{item.public ? 'Shown in the schedule (time, what happens and where)' : 'No'}</dd>
          </dl>
          <AssigneePicker
            legend="Who is on it"
            chosen={item.assignees}
            onChange={(assignees) => void commands.setAssignees(item, assignees)}
          />
          {mode === 'confirmDelete' ? (
            <ConfirmDelete
              editor={editor}
              question={`Remove “${item.title}” from the run-of-show?`}
              confirm="Remove item"
            />
          ) : (
            <div className={row}>
              <button type="button" className={button.secondary} onClick={() => editor.send({ type: 'edit.started' })}>
                Edit
              </button>
              <button type="button" className={button.quiet} onClick={() => editor.send({ type: 'delete.requested' })}>
                Remove from the day
              </button>
            </div>
          )}
        </>
      )}
      <Comments kind="weddingDayTask" targetId={item.id} />
      <ItemHistory item={item.id} />
    </article>
  );
}
