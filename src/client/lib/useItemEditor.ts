import { useActorRef } from '@xstate/react';
import { useRef } from 'react';
import { type ActorRefFrom, fromPromise, waitFor } from 'xstate';
import { itemEditorMachine } from '../../../machines/itemEditorMachine';
import type { InputKind } from '../../shared/schemas';
import { useCallToasts } from './callToasts';
import { useForm } from './useForm';

export type ItemEditorRef = ActorRefFrom<typeof itemEditorMachine>;

export interface ItemEditorDeps {
  /** Saves the edit form's values and puts the answer in its store. */
  save(values: Record<string, string>): Promise<unknown>;
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
        save: fromPromise<unknown, { values: Record<string, string> }>(({ input }) =>
          latest.current.save(input.values),
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
 * comes back to the form, which shows the server's reasons under its fields.
 */
export function useEditorForm(
  editor: ItemEditorRef,
  fields: Record<string, InputKind>,
  values: Record<string, string>,
) {
  return useForm(
    fields,
    async (submitted) => {
      editor.send({ type: 'edit.submitted', values: submitted });
      const after = await waitFor(editor, (s) => !s.matches('saving'));
      if (after.matches('editing')) throw after.context.saveError;
    },
    values,
  );
}
