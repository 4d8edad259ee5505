import type { UnreadCounts } from '../../../../machines/sessionMachine';
import type { EventMessage } from '../../../shared/realtime';
import type { MadeStores } from '../../app/stores';

type MessagesEvent = Extract<EventMessage, { stream: 'messages' }>;

/**
 * The `messages` stream: `create` appends the message to the open thread (spec section 4) and moves its thread to the
 * top of the inbox; `delete` takes one away; `read` clears a thread's mark and sets the count on every tab, down to
 * zero (which the spec's `profile` update does not set).
 */
export function foldMessages(
  message: MessagesEvent,
  stores: MadeStores,
  me: string | null,
  unreadChanged: (counts: UnreadCounts) => void,
): void {
  switch (message.action) {
    case 'create': {
      const { message: created } = message.data;
      stores.messages?.trigger.messageAppended({ message: created });
      stores.threads?.trigger.messageCreated({ message: created, mine: created.sender.id === me });
      stores.typing?.trigger.stopped({ thread: created.thread, user: created.sender.id });
      return;
    }
    case 'delete':
      stores.messages?.trigger.messageRemoved(message.data);
      stores.threads?.trigger.messageDeleted(message.data);
      return;
    case 'read':
      stores.threads?.trigger.read({ thread: message.data.thread });
      unreadChanged({ messages: message.data.unread_messages_count });
      return;
  }
}
