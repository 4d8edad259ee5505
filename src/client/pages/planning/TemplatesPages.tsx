import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { type Template, type TemplateApplied, templateDueDates } from '../../../shared/planning';
import { localToday } from '../../../shared/weddingDates';
import { useApplyTemplate, useTemplate, useTemplates } from '../../areas/planning/templates';
import { useIsCouple } from '../../areas/weddings/WeddingContext';
import { Select } from '../../components/controls/Select';
import * as formCss from '../../components/form/Form.css';
import { formatDate, plural, weddingPath } from '../../lib/format';
import { button, muted, row } from '../../styles/ui.css';
import { formatShortDate } from './dates';
import * as css from './Planning.css';
import { usePlanning, useTasks } from './usePlanning';

/** tasks/templates/template-store: the ready-made checklists. */
export function TemplateStorePage() {
  const { wedding } = usePlanning();
  const list = useTemplates();
  if (list.status === 'loading') return <p className={muted}>Loading templates…</p>;
  if (list.status === 'failed') return <p role="alert">The templates could not be loaded.</p>;
  return (
    <div className={css.column}>
      <h2 className={css.sectionName}>Template store</h2>
      <p className={muted}>Start from a checklist; its due dates are counted back from {formatDate(wedding.date)}.</p>
      {list.data.results.map((template) => (
        <section key={template.id} className={css.templateCard} aria-labelledby={`template-${template.id}`}>
          <h3 id={`template-${template.id}`} className={css.sectionName}>
            {template.name}
          </h3>
          <p>{template.description}</p>
          <p className={muted}>
            {template.tasks_count} tasks in {template.sections_count} sections
          </p>
          <span className={row}>
            <Link
              className={button.secondary}
              href={weddingPath(wedding.slug, `tasks/templates/template-setting?template=${template.id}`)}
            >
              Preview and apply
            </Link>
          </span>
        </section>
      ))}
    </div>
  );
}

/**
 * The template's tasks with the due dates applying it gives (the server's own rule, templateDueDates, over the whole
 * template, compressed into the time left when the wedding is near), each with a box to untick.
 */
function Preview({
  template,
  skipped,
  toggle,
}: {
  template: Template;
  skipped: ReadonlySet<string>;
  toggle: (key: string) => void;
}) {
  const { wedding } = usePlanning();
  const tasks = useTasks();
  const today = localToday();
  const have = new Set(tasks.map((t) => t.template_task));
  const all = template.sections.flatMap((s) => s.tasks);
  const dates = templateDueDates(wedding.date, all, today);
  const dueOf = new Map(all.map((t, i) => [t.key, dates[i]!]));
  return (
    <>
      {template.sections.map((section) => (
        <section key={section.key} className={css.panel} aria-label={section.name}>
          <h3 className={css.groupTitle}>{section.name}</h3>
          <ul className={css.list}>
            {section.tasks.map((task) => {
              const applied = have.has(`${template.id}:${task.key}`);
              return (
                <li key={task.key} className={css.task}>
                  {applied ? null : (
                    <input
                      type="checkbox"
                      aria-label={`Add “${task.title}”`}
                      checked={!skipped.has(task.key)}
                      onChange={() => toggle(task.key)}
                    />
                  )}
                  <span className={`${css.taskTitle} ${applied ? css.done : ''}`}>{task.title}</span>
                  <span className={css.meta}>
                    {applied ? <span className={css.chip.done}>On your board</span> : null}
                    <time className={css.chip.normal} dateTime={dueOf.get(task.key)} data-due>
                      {formatShortDate(dueOf.get(task.key)!)}
                    </time>
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </>
  );
}

/** tasks/templates/template-setting?template=: a template's tasks with this wedding's due dates, and applying it. */
export function TemplateSettingPage() {
  const { wedding } = usePlanning();
  const couple = useIsCouple();
  const chosen = new URLSearchParams(useSearch()).get('template') ?? 'classic-checklist';
  const [selected, setSelected] = useState(chosen);
  const list = useTemplates();
  const template = useTemplate(selected);
  // What the last apply added, shown until another template is chosen.
  const [result, setResult] = useState<TemplateApplied | null>(null);
  // The tasks unticked in the preview: they are left out when the template is applied.
  const [skipped, setSkipped] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setSkipped((was) => {
      const next = new Set(was);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const apply = useApplyTemplate(setResult);
  return (
    <div className={css.column}>
      <h2 className={css.sectionName}>Apply a template</h2>
      <div className={row}>
        <label className={formCss.field}>
          <span className={formCss.label}>Template</span>
          <Select
            aria-label="Template"
            value={selected}
            onChange={(e) => {
              setSelected(e.target.value);
              setResult(null);
              setSkipped(new Set());
            }}
          >
            {list.status === 'ready'
              ? list.data.results.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
                  </option>
                ))
              : null}
          </Select>
        </label>
        {couple ? (
          <button
            type="button"
            className={button.primary}
            disabled={apply.busy}
            onClick={() =>
              apply.request({ template: selected, wedding: wedding.id, today: localToday(), skip: [...skipped] })
            }
          >
            {apply.busy ? 'Applying…' : `Apply to ${wedding.name}`}
          </button>
        ) : (
          <p className={muted}>Only the couple can apply a template.</p>
        )}
      </div>
      {result ? (
        <p className={css.banner} role="status">
          {result.tasks_created
            ? `Added ${plural(result.tasks_created, 'task')} (${plural(result.sections_created, 'new section')}).`
            : 'Every task of this template is already on your board.'}{' '}
          <Link href={weddingPath(wedding.slug, 'tasks')}>Go to the board</Link>
        </p>
      ) : null}
      {template.status === 'ready' ? (
        <Preview template={template.data} skipped={skipped} toggle={toggle} />
      ) : (
        <p className={muted}>{template.status === 'failed' ? 'This template could not be loaded.' : 'Loading…'}</p>
      )}
    </div>
  );
}
