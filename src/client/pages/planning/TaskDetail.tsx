import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { editorMode } from '../../../../machines/itemEditorMachine';
import { TASK_STATUS_LABELS, TASK_STATUSES, type Task, type TaskStatus } from '../../../shared/planning';
import { taskFormValues, useTaskCommands, useTaskEditor } from '../../areas/planning/tasks';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import { Select } from '../../components/controls/Select';
import * as formCss from '../../components/form/Form.css';
import { FormShell } from '../../components/form/FormShell';
import { TextAreaField } from '../../components/form/TextAreaField';
import { TextField } from '../../components/form/TextField';
import { formatDate } from '../../lib/format';
import { type ItemEditorRef, useEditorForm } from '../../lib/useItemEditor';
import { button, muted, row } from '../../styles/ui.css';
import { ItemHistory } from '../history/ItemHistory';
import { AssigneePicker } from './Assignees';
import { Comments } from './Comments';
import * as sheet from './DetailSheet.css';
import * as css from './Planning.css';
import { useSections } from './usePlanning';

function EditTask({ task, editor }: { task: Task; editor: ItemEditorRef }) {
  const form = useEditorForm(
    editor,
    { title: 'text', notes: 'optional', due_date: 'optional' },
    taskFormValues(task),
    task.version,
  );
  return (
    <div className={css.compactForm}>
      <FormShell form={form} submitLabel="Save task" busyLabel="Saving…">
        <TextField form={form} name="title" label="Title" autoFocus />
        <TextField form={form} name="due_date" label="Due date" type="date" />
        <TextAreaField form={form} name="notes" label="Notes" />
      </FormShell>
      <button type="button" className={button.quiet} onClick={() => editor.send({ type: 'edit.cancelled' })}>
        Cancel
      </button>
    </div>
  );
}

interface Props {
  task: Task;
  onClose(): void;
  /** Moves the task to the end of another section (the board does it through its machine). */
  onMoveToSection(sectionId: string): void;
}

/** The open task: every field, who is on it, and its comments; members change it here. */
export function TaskDetail({ task, onClose, onMoveToSection }: Props) {
  const commands = useTaskCommands();
  const sections = useSections();
  const editor = useTaskEditor(task);
  const mode = useSelector(editor, editorMode);
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening a task takes focus into it; Escape closes it unless a dialog above it takes the key.
  useEffect(() => {
    heading.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !document.querySelector('[role="dialog"], [role="alertdialog"]')) onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <article className={`${css.panel} ${sheet.detailSheet}`} aria-labelledby="task-detail-title">
      <div className={css.sectionHead}>
        <h2 id="task-detail-title" ref={heading} tabIndex={-1} className={css.detailTitle}>
          {task.title}
        </h2>
        <button type="button" className={button.quiet} onClick={onClose}>
          Close
        </button>
      </div>
      {mode === 'edit' ? (
        <EditTask task={task} editor={editor} />
      ) : (
        <>
          <div className={row}>
            <label className={formCss.field}>
              <span className={formCss.label}>Status</span>
              <Select
                aria-label="Status"
                value={task.status}
                onChange={(e) => void commands.setStatus(task, e.target.value as TaskStatus)}
              >
                {TASK_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {TASK_STATUS_LABELS[status]}
                  </option>
                ))}
              </Select>
            </label>
            <label className={formCss.field}>
              <span className={formCss.label}>Section</span>
              <Select aria-label="Section" value={task.section} onChange={(e) => onMoveToSection(e.target.value)}>
                {sections.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </Select>
            </label>
          </div>
          <dl className={css.facts}>
            <dt>Due</dt>
            <dd>{task.due_date ? formatDate(task.due_date) : 'No date'}</dd>
            <dt>Notes</dt>
            <dd>{task.notes ? <p className={css.notes}>{task.notes}</p> : <span className={muted}>None</span>}</dd>
          </dl>
          <AssigneePicker
            legend="Assigned to"
            chosen={task.assignees}
            onChange={(assignees) => void commands.setAssignees(task, assignees)}
          />
          {mode === 'confirmDelete' ? (
            <ConfirmDelete editor={editor} question="Delete this task and its comments?" confirm="Delete task" />
          ) : (
            <div className={row}>
              <button type="button" className={button.secondary} onClick={() => editor.send({ type: 'edit.started' })}>
                Edit
              </button>
              <button type="button" className={button.quiet} onClick={() => editor.send({ type: 'delete.requested' })}>
                Delete
              </button>
            </div>
          )}
        </>
      )}
      <Comments kind="task" targetId={task.id} />
      <ItemHistory item={task.id} />
    </article>
  );
}
