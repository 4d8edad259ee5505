import type { ThreadMessage } from '../../src/shared/messagesTypes';

/** A message as the API and the `messages` stream carry it. */
export function threadMessage(id: string, text: string, extra: Partial<ThreadMessage> = {}): ThreadMessage {
  return {
    id,
    thread: 'th1',
    sender: { id: 'u-bo', slug: 'bo', first_name: 'Bo', last_name: 'Lee', full_name: 'Bo Lee', image: null },
    text,
    created_at: `2030-01-01T00:00:0${id.replace(/\D/g, '').slice(-1) || '0'}.000Z`,
    ...extra,
  };
}
