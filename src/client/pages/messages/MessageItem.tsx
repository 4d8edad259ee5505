import { useSelector } from '@xstate/react';
import { editorMode } from '../../../../machines/itemEditorMachine';
import type { ThreadMessage } from '../../../shared/messagesTypes';
import { relativeTime } from '../../../shared/relativeTime';
import { useDeleteMessage } from '../../areas/messages/messages';
import { Avatar } from '../../components/Avatar/Avatar';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import { useItemEditor } from '../../lib/useItemEditor';
import { button } from '../../styles/ui.css';
import * as css from './Messages.css';

/** One message of the conversation; the sender may delete their own, after confirming. */
export function MessageItem({ message, mine, group }: { message: ThreadMessage; mine: boolean; group: boolean }) {
  const remove = useDeleteMessage();
  const editor = useItemEditor({
    save: () => Promise.reject(new Error('Messages are not edited.')),
    remove: () => remove(message),
    deleted: () => {},
  });
  const mode = useSelector(editor, editorMode);
  return (
    <li className={`${css.bubble} ${mine ? css.mine : ''}`} aria-label={mine ? 'You' : message.sender.first_name}>
      <div className={css.sender}>
        <Avatar user={message.sender} size="small" decorative />
        {group && !mine ? <strong>{message.sender.first_name}</strong> : null}
      </div>
      <div>{message.text}</div>
      <div className={css.meta}>
        <time dateTime={message.created_at}>{relativeTime(message.created_at)}</time>
        {mine && mode === 'view' ? (
          <button
            type="button"
            className={button.quiet}
            aria-label="Delete message"
            onClick={() => editor.send({ type: 'delete.requested' })}
          >
            Delete
          </button>
        ) : null}
      </div>
      {mode === 'confirmDelete' ? (
        <ConfirmDelete editor={editor} question="Delete this message for everyone?" confirm="Delete message" />
      ) : null}
    </li>
  );
}
