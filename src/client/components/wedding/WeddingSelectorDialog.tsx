import { Link } from 'wouter';
import type { Wedding } from '../../../shared/weddings';
import { roleLabel, weddingTexts } from '../../../shared/weddings';
import { muted } from '../../styles/ui.css';
import { Dialog } from './Dialog';
import { useDisclosure } from './disclosure';
import * as css from './Dialog.css';
import { formatDate, weddingPath } from './format';
import { useMyWeddings } from './myWeddings';

function WeddingSelectorDialog({ weddings, onClose }: { weddings: Wedding[]; onClose: () => void }) {
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

/** The top menu's wedding selector. */
export function WeddingSelectorButton({ className }: { className: string }) {
  const dialog = useDisclosure();
  const { weddings } = useMyWeddings();
  return (
    <>
      <button type="button" className={className} onClick={dialog.toggle}>
        Weddings
      </button>
      {dialog.open ? <WeddingSelectorDialog weddings={weddings ?? []} onClose={dialog.close} /> : null}
    </>
  );
}
