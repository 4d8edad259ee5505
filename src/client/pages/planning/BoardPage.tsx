import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { planningTexts, type Task } from '../../../shared/planning';
import { localToday } from '../../../shared/weddingDates';
import { tasksBySection } from '../../areas/planning/board';
import { BoardContext, type BoardRef, useTaskBoard } from '../../areas/planning/boardCommands';
import { useBoardCreates } from '../../areas/planning/tasks';
import { FormShell } from '../../components/form/FormShell';
import { TextField } from '../../components/form/TextField';
import { Renewing } from '../../components/Renewing';
import { weddingPath } from '../../lib/format';
import { useForm } from '../../lib/useForm';
import { muted, srOnly } from '../../styles/ui.css';
import { CommonTasks } from './CommonTasks';
import { AnnounceContext, moveToSection } from './moveTask';
import * as css from './Planning.css';
import { SectionView } from './SectionView';
import { TaskDetail } from './TaskDetail';
import { useBoardStore, usePlanning, useSections, useTask, useTasks } from './usePlanning';

const NO_TASKS: Task[] = [];
/** About a screen and a half of task rows: the sections that hold them are rendered with the page. */
const EAGER_ROWS = 30;

/** How many sections, from the top, are rendered at once; the rest mount as they come near the screen. */
function eagerSectionCount(sections: { id: string }[], bySection: Map<string, Task[]>): number {
  let rows = 0;
  let count = 0;
  while (count < sections.length && rows < EAGER_ROWS) {
    rows += bySection.get(sections[count]!.id)?.length ?? 0;
    count += 1;
  }
  return count;
}

function NewSectionForm() {
  return <Renewing>{(renew, again) => <NewSectionFields onAdded={renew} autoFocus={again} />}</Renewing>;
}

function NewSectionFields({ onAdded, autoFocus }: { onAdded(): void; autoFocus: boolean }) {
  const { wedding } = usePlanning();
  const creates = useBoardCreates();
  const form = useForm({ name: 'text' }, async ({ name }) => {
    await creates.createSection(wedding.id, name ?? '');
    onAdded();
  });
  return (
    <section className={`${css.panel} ${css.inlineAdd}`} aria-label="New section">
      <FormShell form={form} submitLabel="Add section" busyLabel="Adding…">
        <TextField form={form} name="name" label="New section" autoFocus={autoFocus} />
      </FormShell>
    </section>
  );
}

/** The open task, while the board has one selected. */
function SelectedTask({ board }: { board: BoardRef }) {
  const store = useBoardStore();
  const task = useTask(useSelector(board, (s) => s.context.selectedId));
  const id = task?.id;
  // Closing gives focus back to the task's title on the board, where the user opened it.
  const close = useCallback(() => {
    board.send({ type: 'selection.cleared' });
    document.querySelector<HTMLElement>(`[data-task-id="${id}"] button[data-task-title]`)?.focus();
  }, [board, id]);
  if (!task) return null;
  return (
    <TaskDetail
      key={task.id}
      task={task}
      onClose={close}
      onMoveToSection={(section) => moveToSection(board, store, task.id, section)}
    />
  );
}

/**
 * /wedding/{slug}/tasks and /wedding/{slug}/tasks/{task}: the sections with their tasks, the open task beside them
 * (a sheet over them on a phone). The address opens the task, so a link or Back shows it.
 */
export function BoardPage({ taskId }: { taskId?: string }) {
  const { wedding } = usePlanning();
  const board = useTaskBoard(wedding);
  useEffect(() => {
    const selected = board.getSnapshot().context.selectedId;
    if (taskId && selected !== taskId) board.send({ type: 'task.selected', id: taskId });
    if (!taskId && selected) board.send({ type: 'selection.cleared' });
  }, [board, taskId]);
  const sections = useSections();
  const tasks = useTasks();
  const bySection = useMemo(() => tasksBySection(tasks), [tasks]);
  const eagerSections = eagerSectionCount(sections, bySection);
  const today = localToday();
  // What the Move menus did, said to screen readers.
  const [said, announce] = useState('');
  return (
    <BoardContext.Provider value={board}>
      <AnnounceContext.Provider value={announce}>
        <p className={srOnly} role="status">
          {said}
        </p>
        <div className={css.layout}>
          <div className={css.column}>
            {sections.length === 0 ? (
              <p className={muted}>
                {planningTexts.noTasks}{' '}
                <Link href={weddingPath(wedding.slug, 'tasks/templates/template-store')}>Browse templates</Link>
              </p>
            ) : null}
            {sections.map((section, i) => (
              <SectionView
                key={section.id}
                section={section}
                tasks={bySection.get(section.id) ?? NO_TASKS}
                sectionCount={sections.length}
                today={today}
                eager={i < eagerSections}
              />
            ))}
            <NewSectionForm />
          </div>
          <aside className={css.aside} aria-label="Task detail">
            <SelectedTask board={board} />
            <CommonTasks />
          </aside>
        </div>
      </AnnounceContext.Provider>
    </BoardContext.Provider>
  );
}
