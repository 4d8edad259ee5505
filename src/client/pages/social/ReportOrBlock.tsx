import { useId, useState } from 'react';
import type { Post } from '../../../shared/socialTypes';
import type { PublicPerson } from '../../../shared/weddings';
import { useModeration } from '../../areas/social/postActions';
import { button, row, stack } from '../../styles/ui.css';

type Asking = 'none' | 'report' | 'block';

/**
 * What a reader does about someone else's post or comment: hide it for themselves (at once; nothing is lost), report
 * it to the couple of the wedding it is on, or block its author. Reporting and blocking ask first.
 */
export function ReportOrBlock({
  kind,
  id,
  post,
  author,
}: {
  kind: 'post' | 'comment';
  id: string;
  post: Post;
  author: PublicPerson;
}) {
  const { hide, report, block } = useModeration();
  const [asking, setAsking] = useState<Asking>('none');
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const what = kind === 'post' ? 'post' : 'comment';
  if (asking === 'report')
    return (
      <fieldset className={stack}>
        <legend>
          Report this {what} to the couple of {post.wedding?.name}?
        </legend>
        <label htmlFor={reasonId}>What is wrong with it? (optional)</label>
        <textarea id={reasonId} rows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
        <div className={row}>
          <button
            type="button"
            className={button.primary}
            disabled={report.busy}
            onClick={() => {
              report.request({ kind, id, reason });
              setAsking('none');
            }}
          >
            Report {what}
          </button>
          <button type="button" className={button.quiet} onClick={() => setAsking('none')}>
            Cancel
          </button>
        </div>
      </fieldset>
    );
  if (asking === 'block')
    return (
      <fieldset className={stack}>
        <legend>
          Block {author.full_name}? They won’t see your posts or profile, can’t follow you, comment or message you, and
          you won’t see theirs.
        </legend>
        <div className={row}>
          <button
            type="button"
            className={button.primary}
            disabled={block.busy}
            onClick={() => {
              block.request({ user: author.id, name: author.full_name });
              setAsking('none');
            }}
          >
            Block {author.first_name}
          </button>
          <button type="button" className={button.quiet} onClick={() => setAsking('none')}>
            Cancel
          </button>
        </div>
      </fieldset>
    );
  return (
    <>
      <button
        type="button"
        className={button.quiet}
        disabled={hide.busy}
        onClick={() => hide.request({ kind, id, post: post.id })}
      >
        Hide {what}
      </button>
      {post.wedding ? (
        <button type="button" className={button.quiet} onClick={() => setAsking('report')}>
          Report {what}
        </button>
      ) : null}
      <button type="button" className={button.quiet} onClick={() => setAsking('block')}>
        Block {author.first_name}
      </button>
    </>
  );
}
