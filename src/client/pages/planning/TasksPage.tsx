import { useMemo, useRef } from 'react';
import { Link, Redirect } from 'wouter';
import { planningTexts } from '../../../shared/planning';
import { useLoadedWedding } from '../../areas/weddings/WeddingContext';
import { weddingPath } from '../../lib/format';
import { muted } from '../../styles/ui.css';
import { ChangedItems } from '../history/ChangedMark';
import { NotFound } from '../NotFound';
import { BoardPage } from './BoardPage';
import { DayPage } from './DayPage';
import * as css from './Planning.css';
import { TaskListPage, type TaskView } from './TaskListPage';
import { TemplateSettingPage, TemplateStorePage } from './TemplatesPages';
import { PlanningContext, useBoardLoad, useMe, useMembersLoad } from './usePlanning';

const TABS = [
  ['', 'Board'],
  ['by-date', 'By date'],
  ['mine', 'Mine'],
  ['unassigned', 'Unassigned'],
  ['done', 'Done'],
  ['dday', planningTexts.weddingDay],
  ['templates/template-store', 'Templates'],
] as const;
const LIST_VIEWS: readonly TaskView[] = ['by-date', 'mine', 'unassigned', 'done'];
const KNOWN_VIEWS = new Set<string>([...LIST_VIEWS, 'dday', 'templates']);

/** Which tab a path under tasks/ belongs to. */
function tabOf(sub: string): string {
  if (sub.startsWith('templates')) return 'templates/template-store';
  return sub.split('/')[0] ?? '';
}

function Content({ sub, slug }: { sub: string; slug: string }) {
  const [view, id, ...rest] = sub.split('/');
  if (!view) return <BoardPage />;
  if ((LIST_VIEWS as readonly string[]).includes(view) && !rest.length) {
    return <TaskListPage view={view as TaskView} taskId={id} />;
  }
  if (view === 'dday' && !rest.length) return <DayPage itemId={id} />;
  if (view === 'templates' && !rest.length) {
    if (id === 'template-store') return <TemplateStorePage />;
    if (id === 'template-setting') return <TemplateSettingPage />;
    if (!id) return <Redirect to={weddingPath(slug, 'tasks/templates/template-store')} replace />;
  }
  // tasks/{task}: the board with that task open (the spec's {taskComponentName}).
  if (!id && !KNOWN_VIEWS.has(view)) return <BoardPage taskId={view} />;
  return <NotFound />;
}

/** /wedding/{slug}/tasks and every view under it, over one load of the wedding's plan. */
export default function TasksPage({ sub = '' }: { sub?: string }) {
  const wedding = useLoadedWedding();
  const me = useMe();
  const board = useBoardLoad(wedding);
  // Once loaded, the plan stays on screen while it is fetched again (after a resync or a template applied).
  const loaded = useRef(false);
  if (board.status === 'ready') loaded.current = true;
  const members = useMembersLoad(wedding);
  const path = sub.replace(/^\/+|\/+$/g, '');
  const value = useMemo(
    () => (members.status === 'ready' ? { wedding, members: members.data, me } : null),
    [wedding, members, me],
  );
  const current = tabOf(path);
  return (
    <section className={css.column} aria-labelledby="tasks-title">
      <header className={css.header}>
        <h1 id="tasks-title" className={css.title}>
          {planningTexts.tasksTitle}
        </h1>
        <nav className={css.tabs} aria-label="Task views">
          {TABS.map(([to, label]) => (
            <Link
              key={to}
              className={css.tab}
              href={weddingPath(wedding.slug, to ? `tasks/${to}` : 'tasks')}
              aria-current={current === to ? 'page' : undefined}
            >
              {label}
            </Link>
          ))}
        </nav>
      </header>
      {board.status === 'failed' || members.status === 'failed' ? (
        <p role="alert">The plan could not be loaded. Check your connection and try again.</p>
      ) : value && loaded.current ? (
        <PlanningContext.Provider value={value}>
          <ChangedItems area="tasks">
            <Content sub={path} slug={wedding.slug} />
          </ChangedItems>
        </PlanningContext.Provider>
      ) : (
        <p className={muted}>Loading the plan…</p>
      )}
    </section>
  );
}
