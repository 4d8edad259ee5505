import { Link } from 'wouter';
import type { Wedding } from '../../../shared/weddings';
import { roleLabel, weddingTexts } from '../../../shared/weddings';
import { formatDate, weddingPath } from '../../lib/format';
import { muted } from '../../styles/ui.css';
import { Dialog } from './Dialog';
import * as css from './Dialog.css';

export default function WeddingSelectorDialog({ weddings, onClose }: { weddings: Wedding[]; onClose: () => void }) {
  return (
    <Dialog title={weddingTexts.selectorTitle} onClose={onClose}>
      {weddings.length ? (
        <ul className={css.list} aria-label="Your weddings">
          {weddings.map((wedding) => (
            <li key={wedding.id} className={css.item}>
              <Link href={weddingPath(wedding.slug)} onClick={onClose}>
                {wedding.name}
              </Link>
              <span className={muted}>
                {wedding.my_role.map(roleLabel).join(', ')} · {formatDate(wedding.date)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={muted}>{weddingTexts.selectorEmpty}</p>
      )}
      <p>
        <Link href="/weddings" onClick={onClose}>
          All your weddings
        </Link>
      </p>
      <p>
        <Link href="/weddings/create" onClick={onClose}>
          Set up a wedding
        </Link>
      </p>
    </Dialog>
  );
}
