import { useSelector } from '@xstate/react';
import { type DragEvent, memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { editorMode } from '../../../../machines/itemEditorMachine';
import { dropTarget } from '../../../../machines/taskBoardMachine';
import type { Task, TaskSection } from '../../../shared/planning';
import { planningTexts } from '../../../shared/planning';
import { useBoard } from '../../areas/planning/boardCommands';
import { useBoardCreates, useSectionEditor, useTaskCommands } from '../../areas/planning/tasks';
import { useIsCouple } from '../../areas/weddings/WeddingContext';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import { FormShell } from '../../components/form/FormShell';
import { TextField } from '../../components/form/TextField';
import { Renewing } from '../../components/Renewing';
import { useForm } from '../../lib/useForm';
import { type ItemEditorRef, useEditorForm } from '../../lib/useItemEditor';
import { button, muted, row } from '../../styles/ui.css';
import { COMMON_TASK_TYPE } from './CommonTasks';
import * as css from './Planning.css';
import { TaskCard } from './TaskCard';
import { sameItems, usePlanning } from './usePlanning';

interface Props {
  section: TaskSection;
  tasks: Task[];
  sectionCount: number;
  today: string;
  /** Render its tasks at once; otherwise when it comes near the screen (a long board mounts lazily). */
  eager: boolean;
}

/** A task row's height, for the room a section not yet shown keeps. */
const ROW_HEIGHT = 44;

/** Whether the element has come within a screen of the viewport (or `eager`); once true, it stays true. */
function useSeen(eager: boolean) {
  const ref = useRef<HTMLElement>(null);
  const [seen, setSeen] = useState(eager);
  useEffect(() => {
    if (seen || !ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setSeen(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [seen]);
  return { ref, seen };
}

function NewTaskForm({ section }: { section: TaskSection }) {
  return <Renewing>{(renew, again) => <NewTaskFields section={section} onAdded={renew} autoFocus={again} />}</Renewing>;
}

function NewTaskFields(props: { section: TaskSection; onAdded(): void; autoFocus: boolean }) {
  const { section, onAdded, autoFocus } = props;
  const { wedding } = usePlanning();
  const creates = useBoardCreates();
  const form = useForm({ title: 'text' }, async ({ title }) => {
    await creates.createTask(wedding.id, section.id, title ?? '');
    onAdded();
  });
  return (
    <div className={css.inlineAdd}>
      <FormShell form={form} submitLabel="Add task" busyLabel="Adding…">
        <TextField form={form} name="title" label={`New task in ${section.name}`} autoFocus={autoFocus} />
      </FormShell>
    </div>
  );
}

function RenameSection({ section, editor }: { section: TaskSection; editor: ItemEditorRef }) {
  const form = useEditorForm(editor, { name: 'text' }, { name: section.name }, section.version);
  return (
    <div className={css.compactForm}>
      <FormShell form={form} submitLabel="Save name" busyLabel="Saving…">
        <TextField form={form} name="name" label="Section name" autoFocus />
      </FormShell>
      <button type="button" className={button.quiet} onClick={() => editor.send({ type: 'edit.cancelled' })}>
        Cancel
      </button>
    </div>
  );
}

function SectionActions({ section, sectionCount }: { section: TaskSection; sectionCount: number }) {
  const couple = useIsCouple();
  const commands = useTaskCommands();
  const editor = useSectionEditor(section);
  const mode = useSelector(editor, editorMode);
  const moveTo = (position: number) => void commands.moveSection(section, position);
  if (mode === 'edit') return <RenameSection section={section} editor={editor} />;
  if (mode === 'confirmDelete') {
    return (
      <ConfirmDelete
        editor={editor}
        question={`Delete “${section.name}” and every task in it?`}
        confirm="Delete section"
      />
    );
  }
  return (
    <span className={row}>
      <button
        type="button"
        className={css.iconButton}
        aria-label={`Move section “${section.name}” up`}
        disabled={section.position === 0}
        onClick={() => moveTo(section.position - 1)}
      >
        ↑
      </button>
      <button
        type="button"
        className={css.iconButton}
        aria-label={`Move section “${section.name}” down`}
        disabled={section.position >= sectionCount - 1}
        onClick={() => moveTo(section.position + 1)}
      >
        ↓
      </button>
      <button
        type="button"
        className={`${button.quiet} ${css.small}`}
        aria-label={`Rename section “${section.name}”`}
        onClick={() => editor.send({ type: 'edit.started' })}
      >
        Rename
      </button>
      {couple ? (
        <button
          type="button"
          className={`${button.quiet} ${css.small}`}
          aria-label={`Delete section “${section.name}”`}
          onClick={() => editor.send({ type: 'delete.requested' })}
        >
          Delete
        </button>
      ) : null}
    </span>
  );
}

const sameProps = (a: Props, b: Props) =>
  a.section === b.section &&
  a.sectionCount === b.sectionCount &&
  a.today === b.today &&
  a.eager === b.eager &&
  sameItems(a.tasks, b.tasks);

/** One section of the board: its tasks in order, a drop target for dragged tasks and common tasks. */
export const SectionView = memo(function SectionView({ section, tasks, sectionCount, today, eager }: Props) {
  const board = useBoard();
  const { ref, seen } = useSeen(eager);
  // The handlers read the section's current tasks through this, so their identity never changes.
  const current = useRef(tasks);
  current.current = tasks;
  const indexOf = useCallback((id: string) => current.current.findIndex((t) => t.id === id), []);
  // The board machine's state, as it concerns this section's tasks: a change elsewhere does not re-render it.
  const ids = useMemo(() => new Set(tasks.map((t) => t.id)), [tasks]);
  const mine = (id: string | undefined | null) => (id && ids.has(id) ? id : null);
  const selectedId = useSelector(board, (s) => mine(s.context.selectedId));
  const draggingId = useSelector(board, (s) => mine(s.context.drag?.taskId));
  const savingId = useSelector(board, (s) => mine(s.context.saving?.taskId));
  const { wedding } = usePlanning();
  const commands = useTaskCommands();
  const commandsRef = useRef(commands);
  commandsRef.current = commands;
  const taskIds = useMemo(() => tasks.map((t) => t.id), [tasks]);
  // The id of the task the drop would land before, 'end' for the end of this section, or null.
  const dropAt = useSelector(board, (s) => dropTarget(s, section.id, taskIds));
  // Over a task: before or after it by the pointer's height (the board decides). Anywhere else: at the end.
  const start = useCallback(
    (id: string) => board.send({ type: 'drag.started', taskId: id, section: section.id, index: indexOf(id) }),
    [board, section.id, indexOf],
  );
  const move = useCallback(
    (id: string, delta: -1 | 1) =>
      board.send({ type: 'move.requested', taskId: id, section: section.id, index: indexOf(id) + delta }),
    [board, section.id, indexOf],
  );
  const over = useCallback(
    (event: DragEvent<HTMLElement>, row: number, atEnd = false) => {
      event.preventDefault();
      event.stopPropagation();
      const { top, height } = event.currentTarget.getBoundingClientRect();
      const pointer = atEnd ? undefined : { y: event.clientY, top, height };
      board.send({ type: 'drag.over', section: section.id, row, pointer });
    },
    [board, section.id],
  );
  const overTask = useCallback(
    (event: DragEvent<HTMLElement>, id: string) => over(event, indexOf(id)),
    [over, indexOf],
  );
  const drop = useCallback(
    (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      event.stopPropagation();
      const common = event.dataTransfer.getData(COMMON_TASK_TYPE);
      if (!common) {
        board.send({ type: 'drag.dropped' });
        return;
      }
      // A common task dropped here becomes a task of this section, shown by this client at once.
      const item = JSON.parse(common) as { title: string; notes: string };
      void commandsRef.current.addCommon(wedding.id, section, item, 'drag_and_drop');
    },
    [board, wedding.id, section],
  );
  return (
    <section
      ref={ref}
      className={css.section}
      aria-labelledby={`section-${section.id}`}
      data-section-id={section.id}
      onDragOver={(e) => over(e, tasks.length, true)}
      onDrop={drop}
    >
      <div className={css.sectionHead}>
        <h2 id={`section-${section.id}`} className={css.sectionName}>
          {section.name}
        </h2>
        <span className={css.count}>{tasks.length === 1 ? '1 task' : `${tasks.length} tasks`}</span>
        <SectionActions section={section} sectionCount={sectionCount} />
      </div>
      {seen ? (
        <ul className={css.list} aria-label={`Tasks in ${section.name}`}>
          {tasks.map((task, index) => (
            <TaskCard
              key={task.id}
              task={task}
              first={index === 0}
              last={index === tasks.length - 1}
              today={today}
              dropBefore={dropAt === task.id}
              selected={selectedId === task.id}
              dragging={draggingId === task.id}
              saving={savingId === task.id}
              movable={sectionCount > 1}
              onDragStart={start}
              onDragOver={overTask}
              onDrop={drop}
              onMove={move}
            />
          ))}
        </ul>
      ) : (
        // The room its tasks will take, so what is below stays out of view until this is.
        <div aria-hidden="true" style={{ minHeight: tasks.length * ROW_HEIGHT }} />
      )}
      {tasks.length === 0 ? <p className={muted}>{planningTexts.emptySection}</p> : null}
      <div className={css.dropZone} data-drop-end={dropAt === 'end' || undefined} />
      {seen ? <NewTaskForm section={section} /> : null}
    </section>
  );
}, sameProps);
