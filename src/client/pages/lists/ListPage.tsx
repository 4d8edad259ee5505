import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { editorMode } from '../../../../machines/itemEditorMachine';
import { isApiError } from '../../../shared/apiError';
import type { PeopleList } from '../../../shared/searchTypes';
import type { PublicPerson } from '../../../shared/weddings';
import { listValues, useList, useListEditor, useListMembership } from '../../areas/lists/lists';
import { useFeed } from '../../areas/social/social';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import { FormShell } from '../../components/form/FormShell';
import { LoadFailed } from '../../components/lists/LoadFailed';
import { FeedLayout } from '../../layouts/FeedLayout';
import { useEditorForm } from '../../lib/useItemEditor';
import { button, card, muted, row, stack } from '../../styles/ui.css';
import { NotFound } from '../NotFound';
import { PersonRow } from '../search/PersonRow';
import * as css from '../search/Search.css';
import { FeedList } from '../social/FeedList';
import { ListFields } from './ListForm';

/** Arrivals name their author, not their lists: the feed refreshes when opened. */
const noArrivals = () => false;

function Header({ list }: { list: PeopleList }) {
  const editor = useListEditor(list);
  const mode = useSelector(editor, editorMode);
  const form = useEditorForm(
    editor,
    { name: 'text', description: 'optional', privacy: 'text' },
    listValues(list),
    list.version,
  );
  return (
    <section className={`${card} ${stack}`} aria-labelledby="list-title">
      <h1 id="list-title">{list.name}</h1>
      <p className={muted}>
        {list.is_private ? 'Private list' : 'Public list'}
        {list.owner ? (
          <>
            {' by '}
            <Link href={`/${list.owner.slug}`}>{list.owner.full_name}</Link>
          </>
        ) : null}
        {' · '}
        {list.members_count} {list.members_count === 1 ? 'person' : 'people'}
      </p>
      {list.description ? <p>{list.description}</p> : null}
      {list.is_mine && mode === 'view' ? (
        <div className={row}>
          <Link className={button.primary} href={`/add-user?list=${list.id}`}>
            Add people
          </Link>
          <button type="button" className={button.secondary} onClick={() => editor.send({ type: 'edit.started' })}>
            Edit list
          </button>
          <button type="button" className={button.quiet} onClick={() => editor.send({ type: 'delete.requested' })}>
            Delete list
          </button>
        </div>
      ) : null}
      {mode === 'edit' ? (
        <>
          <FormShell form={form} submitLabel="Save list" busyLabel="Saving…">
            <ListFields form={form} />
          </FormShell>
          <button type="button" className={button.quiet} onClick={() => editor.send({ type: 'edit.cancelled' })}>
            Cancel
          </button>
        </>
      ) : null}
      {mode === 'confirmDelete' ? (
        <ConfirmDelete editor={editor} question={`Delete “${list.name}”?`} confirm="Delete list" />
      ) : null}
    </section>
  );
}

function Members({ list, members }: { list: PeopleList; members: PublicPerson[] }) {
  const membership = useListMembership();
  return (
    <section className={card} aria-labelledby="list-people">
      <h2 id="list-people">People</h2>
      {members.length ? (
        <ul className={css.list}>
          {members.map((person) => (
            <PersonRow key={person.id} person={person}>
              {list.is_mine ? (
                <button
                  type="button"
                  className={button.quiet}
                  aria-label={`Remove ${person.full_name} from ${list.name}`}
                  disabled={membership.busy}
                  onClick={() => membership.request({ list: list.id, user: person.id, on: false })}
                >
                  Remove
                </button>
              ) : null}
            </PersonRow>
          ))}
        </ul>
      ) : (
        <p className={muted}>
          {list.is_mine ? 'No one on this list yet. Add people you know.' : 'No one on this list yet.'}
        </p>
      )}
    </section>
  );
}

function Posts({ id }: { id: string }) {
  const feed = useFeed(`/api/v1/lists/${encodeURIComponent(id)}/feed/`, noArrivals);
  return (
    <section className={stack} aria-labelledby="list-posts">
      <h2 id="list-posts">Posts</h2>
      <FeedList feed={feed} empty="The people on this list have not shared anything you can see yet." />
    </section>
  );
}

/** /lists/{listId}: a list's people and a feed of their posts; its owner adds, removes, edits and deletes. */
export default function ListPage({ id }: { id: string }) {
  const loaded = useList(id);
  if (loaded.status === 'failed' && isApiError(loaded.error) && loaded.error.status === 404) return <NotFound />;
  return (
    <FeedLayout>
      {loaded.status === 'ready' ? (
        <div className={stack}>
          <Header list={loaded.data.list} />
          <Members list={loaded.data.list} members={loaded.data.members} />
          <Posts id={id} />
        </div>
      ) : loaded.status === 'failed' ? (
        <LoadFailed load={loaded} />
      ) : (
        <p className={muted}>Loading…</p>
      )}
    </FeedLayout>
  );
}
