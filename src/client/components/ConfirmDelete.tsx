import { useSelector } from '@xstate/react';
import { editorDeleting } from '../../../machines/itemEditorMachine';
import type { ItemEditorRef } from '../lib/useItemEditor';
import { button, row } from '../styles/ui.css';

/**
 * The one way deleting something a user wrote asks first: the question, a button that says what goes, and "Keep it".
 * Both wait while the delete runs.
 */
export function ConfirmDelete({
  editor,
  question,
  confirm,
}: {
  editor: ItemEditorRef;
  question: string;
  confirm: string;
}) {
  const deleting = useSelector(editor, editorDeleting);
  return (
    <fieldset className={row}>
      <legend>{question}</legend>
      <button
        type="button"
        className={button.primary}
        disabled={deleting}
        onClick={() => editor.send({ type: 'delete.confirmed' })}
      >
        {confirm}
      </button>
      <button
        type="button"
        className={button.quiet}
        disabled={deleting}
        onClick={() => editor.send({ type: 'delete.cancelled' })}
      >
        Keep it
      </button>
    </fieldset>
  );
}
