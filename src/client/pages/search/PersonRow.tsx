import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { PublicPerson } from '../../../shared/weddings';
import { Avatar } from '../../components/Avatar/Avatar';
import { muted, row } from '../../styles/ui.css';
import * as css from './Search.css';

/** One person in a list: photo, name linking to their profile, handle, a line about them, and what may be done. */
export function PersonRow({ person, note, children }: { person: PublicPerson; note?: string; children?: ReactNode }) {
  return (
    <li className={css.item}>
      <div className={row}>
        <Avatar user={person} />
        <div className={css.grow}>
          <Link href={`/${person.slug}`}>{person.full_name}</Link>
          <div className={muted}>
            @{person.slug}
            {note ? ` · ${note}` : ''}
          </div>
        </div>
        {children}
      </div>
    </li>
  );
}
