import { Link, useSearch } from 'wouter';
import { roleLabel, weddingTexts } from '../../../shared/weddings';
import { useMyWeddings } from '../../areas/weddings/myWeddings';
import { InvitationsButton } from '../../components/wedding/InvitationsButton';
import * as css from '../../components/wedding/Wedding.css';
import { FeedLayout } from '../../layouts/FeedLayout';
import { formatDate, weddingPath } from '../../lib/format';
import { button, card, formError, muted, row, stack } from '../../styles/ui.css';

/** /weddings: the user's weddings, or the way to set one up (spec section 2). */
export default function WeddingsPage() {
  const { weddings, invites } = useMyWeddings();
  const missing = new URLSearchParams(useSearch()).get('missing');
  const has = Boolean(weddings?.length);
  return (
    <FeedLayout>
      <section className={`${card} ${stack}`} aria-labelledby="weddings-title">
        {missing !== null ? (
          <p className={formError} role="alert">
            {weddingTexts.missingWedding}
          </p>
        ) : null}
        <h1 id="weddings-title" className={css.pageTitle}>
          {weddings === null ? 'Your Weddings' : has ? weddingTexts.yourWeddings : weddingTexts.getStarted}
        </h1>
        {weddings === null ? <p className={muted}>Loading your weddings…</p> : null}
        {has ? (
          <ul className={css.weddingCards}>
            {weddings!.map((wedding) => {
              const cover = wedding.site_cover_cache_img ?? wedding.site_cover_img;
              return (
                <li key={wedding.id}>
                  <Link className={css.weddingCard} href={weddingPath(wedding.slug)}>
                    {cover ? (
                      <img className={`${css.weddingCardCover} ${css.coverImage}`} src={cover} alt="" />
                    ) : (
                      <span className={css.weddingCardCover} />
                    )}
                    <span className={css.weddingCardBody}>
                      <strong>{wedding.name}</strong>
                      <span className={muted}>{formatDate(wedding.date)}</span>
                      <span className={muted}>{wedding.my_role.map(roleLabel).join(', ')}</span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        ) : null}
        {weddings !== null && !has ? (
          <p className={muted}>Plan your wedding with your partner and a committee of family and friends.</p>
        ) : null}
        <div className={row}>
          <Link className={button.primary} href="/weddings/create">
            {weddingTexts.setUp}
          </Link>
          {invites?.length ? <InvitationsButton className={button.secondary} /> : null}
        </div>
      </section>
    </FeedLayout>
  );
}
