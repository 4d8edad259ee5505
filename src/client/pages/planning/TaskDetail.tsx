import { useState } from 'react';
import { TASK_STATUS_LABELS, TASK_STATUSES, type Task, type TaskStatus } from '../../../shared/planning';
import * as formCss from '../../components/form/Form.css';
import { FormShell } from '../../components/form/FormShell';
import { TextAreaField } from '../../components/form/TextAreaField';
import { TextField } from '../../components/form/TextField';
import { useForm } from '../../components/form/useForm';
import { formatDate } from '../../components/wedding/format';
import { button, muted, row } from '../../styles/ui.css';
import { Comments } from './Comments';
import * as css from './Planning.css';
import { useAct, useBoardStore, usePlanning, usePlanningApi, useSections } from './usePlanning';

function EditTask({ task, onDone }: { task: Task; onDone(): void }) {
  const { tasks: api } = usePlanningApi();
  const store = useBoardStore();
  const form = useForm(
    { title: 'text', notes: 'optional', due_date: 'optional' },
    async (v) => {
      const updated = await api.updateTask(task.id, {
        title: v.title ?? '',
        notes: v.notes ?? '',
        due_date: v.due_date || null,
      });
      store.trigger.taskUpdated({ task: updated });
      onDone();
    },
    { title: task.title, notes: task.notes, due_date: task.due_date ?? '' },
  );
  return (
    <div className={css.compactForm}>
      <FormShell form={form} submitLabel="Save task" busyLabel="Saving…">
        <TextField form={form} name="title" label="Title" autoFocus />
        <TextField form={form} name="due_date" label="Due date" type="date" />
        <TextAreaField form={form} name="notes" label="Notes" />
      </FormShell>
      <button type="button" className={button.quiet} onClick={onDone}>
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
  const { members } = usePlanning();
  const { tasks: api } = usePlanningApi();
  const store = useBoardStore();
  const act = useAct();
  const sections = useSections();
  const [mode, setMode] = useState<'view' | 'edit' | 'confirmDelete'>('view');
  const save = async (call: Promise<Task>) => {
    const updated = await act(call);
    if (updated) store.trigger.taskUpdated({ task: updated });
  };
  const toggleAssignee = (userId: string, on: boolean) => {
    const assignees = on ? [...task.assignees, userId] : task.assignees.filter((id) => id !== userId);
    void save(api.updateTask(task.id, { assignees }));
  };
  const remove = async () => {
    const deleted = await act(
      api.deleteTask(task.id).then(() => true),
      `“${task.title}” was deleted.`,
    );
    if (deleted) store.trigger.taskDeleted({ id: task.id });
  };
  return (
    <article className={css.panel} aria-labelledby="task-detail-title">
      <div className={css.sectionHead}>
        <h2 id="task-detail-title" className={css.detailTitle}>
          {task.title}
        </h2>
        <button type="button" className={button.quiet} onClick={onClose}>
          Close
        </button>
      </div>
      {mode === 'edit' ? (
        <EditTask task={task} onDone={() => setMode('view')} />
      ) : (
        <>
          <div className={row}>
            <label className={formCss.field}>
              <span className={formCss.label}>Status</span>
              <select
                className={formCss.select}
                aria-label="Status"
                value={task.status}
                onChange={(e) => void save(api.setStatus(task.id, e.target.value as TaskStatus))}
              >
                {TASK_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {TASK_STATUS_LABELS[status]}
                  </option>
                ))}
              </select>
            </label>
            <label className={formCss.field}>
              <span className={formCss.label}>Section</span>
              <select
                className={formCss.select}
                aria-label="Section"
                value={task.section}
                onChange={(e) => onMoveToSection(e.target.value)}
              >
                {sections.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <dl className={css.facts}>
            <dt>Due</dt>
            <dd>{task.due_date ? formatDate(task.due_date) : 'No date'}</dd>
            <dt>Notes</dt>
            <dd>{task.notes ? <p className={css.notes}>{task.notes}</p> : <span className={muted}>None</span>}</dd>
          </dl>
          <fieldset className={css.people}>
            <legend className={formCss.label}>Assigned to</legend>
            {members.map((member) => (
              <label key={member.auth_id} className={row}>
                <input
                  type="checkbox"
                  className={css.checkbox}
                  checked={task.assignees.includes(member.auth_id)}
                  onChange={(e) => toggleAssignee(member.auth_id, e.target.checked)}
                />
                {member.user.full_name}
              </label>
            ))}
          </fieldset>
          {mode === 'confirmDelete' ? (
            <fieldset className={row}>
              <legend>Delete this task and its comments?</legend>
              <button type="button" className={button.primary} onClick={() => void remove()}>
                Delete task
              </button>
              <button type="button" className={button.quiet} onClick={() => setMode('view')}>
                Keep it
              </button>
            </fieldset>
          ) : (
            <div className={row}>
              <button type="button" className={button.secondary} onClick={() => setMode('edit')}>
                Edit
              </button>
              <button type="button" className={button.quiet} onClick={() => setMode('confirmDelete')}>
                Delete
              </button>
            </div>
          )}
        </>
      )}
      <Comments kind="task" targetId={task.id} />
    </article>
  );
}
