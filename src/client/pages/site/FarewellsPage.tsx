import { Link } from 'wouter';
import { isCoupleRole } from '../../../shared/weddings';
import { weddingPath } from '../../components/wedding/format';
import { useMyWeddings } from '../../components/wedding/myWeddings';
import { FeedLayout } from '../../layouts/FeedLayout';
import { card, muted, stack } from '../../styles/ui.css';

/** /farewells, the spec's Households menu target: the guest lists of the weddings the user is one of the couple of. */
export default function FarewellsPage() {
  const { weddings } = useMyWeddings();
  const own = (weddings ?? []).filter((w) => w.my_role.some(isCoupleRole));
  return (
    <FeedLayout>
      <section className={`${card} ${stack}`} aria-labelledby="households-title">
        <h1 id="households-title">Households</h1>
        {weddings !== null && !own.length ? (
          <p className={muted}>Guest lists belong to a wedding’s couple. Set up your wedding to start one.</p>
        ) : null}
        <ul>
          {own.map((w) => (
            <li key={w.id}>
              <Link href={weddingPath(w.slug, 'guests')}>Guests and RSVPs of {w.name}</Link>
            </li>
          ))}
        </ul>
      </section>
    </FeedLayout>
  );
}
