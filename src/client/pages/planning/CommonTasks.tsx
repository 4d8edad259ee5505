import { useState } from 'react';
import type { CommonTask } from '../../../shared/planning';
import { useTaskCommands } from '../../areas/planning/tasks';
import { useCommonTasks } from '../../areas/planning/templates';
import { Select } from '../../components/controls/Select';
import * as formCss from '../../components/form/Form.css';
import { button, muted } from '../../styles/ui.css';
import * as css from './Planning.css';
import { usePlanning, useSections } from './usePlanning';

/** The drag data type of a common task dropped onto a section. */
export const COMMON_TASK_TYPE = 'application/x-vowline-common-task';

/** Ready-made tasks to drag onto a section, or to add to a chosen section with the keyboard. */
export function CommonTasks() {
  const { wedding } = usePlanning();
  const commands = useTaskCommands();
  const sections = useSections();
  const common = useCommonTasks();
  const [target, setTarget] = useState('');
  const [open, setOpen] = useState(false);
  const section = sections.find((s) => s.id === target) ?? sections[0];
  const add = (item: CommonTask) => {
    if (section) void commands.addCommon(wedding.id, section, item, 'keyboard');
  };
  return (
    <section className={css.panel} aria-labelledby="common-tasks-title">
      <div className={css.sectionHead}>
        <h2 id="common-tasks-title" className={css.sectionName}>
          Common tasks
        </h2>
        <button type="button" className={button.quiet} aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Hide' : 'Show'}
        </button>
      </div>
      {open ? (
        <>
          <p className={muted}>Drag one onto a section, or add it to the section chosen here.</p>
          {sections.length ? (
            <label className={formCss.field}>
              <span className={formCss.label}>Add to section</span>
              <Select aria-label="Add to section" value={section?.id ?? ''} onChange={(e) => setTarget(e.target.value)}>
                {sections.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </Select>
            </label>
          ) : (
            <p className={muted}>Add a section first.</p>
          )}
          {common.status === 'ready' ? (
            <ul className={css.list} aria-label="Common tasks">
              {common.data.results.map((item) => (
                <li
                  key={item.id}
                  className={css.task}
                  draggable
                  onDragStart={(e) => {
                    e.dataTransfer.effectAllowed = 'copy';
                    e.dataTransfer.setData(COMMON_TASK_TYPE, JSON.stringify({ title: item.title, notes: item.notes }));
                  }}
                >
                  <span className={css.grip} aria-hidden="true">
                    ⠿
                  </span>
                  <span className={css.taskTitle}>{item.title}</span>
                  <button
                    type="button"
                    className={css.iconButton}
                    aria-label={`Add “${item.title}”`}
                    disabled={!section}
                    onClick={() => add(item)}
                  >
                    +
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className={muted}>{common.status === 'failed' ? 'Common tasks could not be loaded.' : 'Loading…'}</p>
          )}
        </>
      ) : null}
    </section>
  );
}
