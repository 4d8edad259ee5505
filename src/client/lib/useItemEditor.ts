import { useActorRef } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { type ActorRefFrom, fromPromise, waitFor } from 'xstate';
import { itemEditorMachine } from '../../../machines/itemEditorMachine';
import type { InputKind } from '../../shared/schemas';
import { useCallToasts } from './callToasts';
import { useForm } from './useForm';

export type ItemEditorRef = ActorRefFrom<typeof itemEditorMachine>;

export interface ItemEditorDeps {
  /** Saves the edit form's values (from the item's `version`, for If-Match) and puts the answer in its store. */
  save(values: Record<string, string>, version: number | null): Promise<unknown>;
  /** Deletes the item on the server. */
  remove(): Promise<unknown>;
  /** Takes the deleted item out of its store (and says so, or leaves its page). */
  deleted(): void;
}

/** The item editor of one item, with its real save and delete; the latest closures are read at each call. */
export function useItemEditor(deps: ItemEditorDeps): ItemEditorRef {
  const latest = useRef(deps);
  latest.current = deps;
  const toasts = useCallToasts();
  return useActorRef(
    itemEditorMachine.provide({
      actions: {
        // Done by the delete itself (below): see there.
        deleted: () => {},
        notifyDeleteFailed: (_, { error }) => toasts.failed(error),
      },
      actors: {
        save: fromPromise<unknown, { values: Record<string, string>; version: number | null }>(({ input }) =>
          latest.current.save(input.values, input.version),
        ),
        // The deletion's own event can come over the socket before the server's answer; it takes the item out of
        // its store, which unmounts this editor and stops its actor. What follows a delete (the store, the toast
        // "… was deleted.", leaving the page) therefore runs here, once the server says so, not as an action of an
        // actor that may be gone by then.
        delete: fromPromise<unknown, void>(async () => {
          const answer = await latest.current.remove();
          latest.current.deleted();
          return answer;
        }),
      },
    }),
  );
}

/**
 * The edit form of an item editor: checked field by field by its form machine, then saved by the editor. A refusal
 * comes back to the form, which shows the server's reasons under its fields. With the item's `version`, the form
 * follows the item's live changes while nothing is typed, and a save someone else's got ahead of is merged or shown
 * side by side (issue 31).
 */
export function useEditorForm(
  editor: ItemEditorRef,
  fields: Record<string, InputKind>,
  values: Record<string, string>,
  version: number | null = null,
  /** The item under which a draft is kept on the device (useForm's `draft`), for a long or precious form. */
  draft?: string,
) {
  const form = useForm(
    fields,
    async (submitted, from) => {
      editor.send({ type: 'edit.submitted', values: submitted, version: from });
      const after = await waitFor(editor, (s) => !s.matches('saving'));
      if (after.matches('editing')) throw after.context.saveError;
    },
    values,
    { version, ...(draft ? { draft } : {}) },
  );
  const live = JSON.stringify(values);
  // `live` stands for `values`, whose identity changes each render.
  useEffect(() => {
    if (version !== null) form.send({ type: 'form.synced', values: JSON.parse(live), version, at: Date.now() });
  }, [form, live, version]);
  return form;
}
