import { useMemo } from 'react';
import { Link } from 'wouter';
import { ADD_ONS, type AddOnName, type AddOnState } from '../../../shared/site';
import { useAddOns } from '../../areas/site/siteLive';
import { useLoadedWedding } from '../../areas/weddings/WeddingContext';
import * as wcss from '../../components/wedding/Wedding.css';
import { weddingPath } from '../../lib/format';
import { useDraft } from '../../lib/useDraft';
import { button, card, muted, row, stack } from '../../styles/ui.css';
import { AlbumSettings } from '../album/AlbumSettings';
import { NotFound } from '../NotFound';
import { GalleryPhotos } from './GalleryPhotos';
import * as css from './Site.css';

type Save = ReturnType<typeof useAddOns>['save'];

function Settings({ name, state, save }: { name: AddOnName; state: AddOnState; save: Save }) {
  // Follows the saved settings live (the other partner may change them) until this form is edited.
  const saved = useMemo(
    () => ({ links: state.links ?? [], url: state.url ?? '', note: state.note ?? '' }),
    [state.links, state.url, state.note],
  );
  const { draft, set, stale, reload } = useDraft(saved);
  const { links, url, note } = draft;
  const setLinks = (next: typeof links) => set({ ...draft, links: next });
  const setUrl = (next: string) => set({ ...draft, url: next });
  const setNote = (next: string) => set({ ...draft, note: next });
  return (
    <form
      className={`${card} ${stack}`}
      onSubmit={(e) => {
        e.preventDefault();
        save.request({
          name,
          body: name === 'registry' ? { links, note } : name === 'livestream' ? { url, note } : { note },
        });
      }}
    >
      {stale ? (
        <div className={row} role="status">
          <span>These settings were saved by someone else while you were editing.</span>
          <button type="button" className={button.quiet} onClick={reload}>
            Show their version
          </button>
        </div>
      ) : null}
      {name === 'registry' ? (
        <fieldset className={stack}>
          <legend>Registry links</legend>
          {links.map((l, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: links have no id; the list is only appended to or cut.
            <div key={i} className={row}>
              <input
                className={css.input}
                aria-label={`Link ${i + 1} name`}
                placeholder="Name"
                value={l.label}
                onChange={(e) => setLinks(links.map((x, j) => (j === i ? { ...x, label: e.target.value } : x)))}
              />
              <input
                className={css.input}
                aria-label={`Link ${i + 1} address`}
                placeholder="https://"
                value={l.url}
                onChange={(e) => setLinks(links.map((x, j) => (j === i ? { ...x, url: e.target.value } : x)))}
              />
              <button type="button" className={button.quiet} onClick={() => setLinks(links.filter((_, j) => j !== i))}>
                Remove
              </button>
            </div>
          ))}
          <div>
            <button type="button" className={button.quiet} onClick={() => setLinks([...links, { label: '', url: '' }])}>
              Add a link
            </button>
          </div>
        </fieldset>
      ) : null}
      {name === 'livestream' ? (
        <label className={stack}>
          Stream address
          <input className={css.input} value={url} placeholder="https://" onChange={(e) => setUrl(e.target.value)} />
        </label>
      ) : null}
      <label className={stack}>
        A note for guests
        <textarea className={css.input} rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
      </label>
      <div>
        <button type="submit" className={button.primary} disabled={save.busy}>
          Save settings
        </button>
      </div>
    </form>
  );
}

/** /wedding/{slug}/add-ons and /add-ons/{name} (couple): modules turned on and off, and each one's settings. */
export default function AddOnsPage({ name }: { name?: string }) {
  const wedding = useLoadedWedding();
  const { addOns, save } = useAddOns(wedding);
  const chosen = name ? ADD_ONS.find((a) => a.name === name) : undefined;
  if (name && !chosen) return <NotFound />;
  if (!addOns) return null;
  const toggle = (addOn: AddOnName, enabled: boolean) => save.request({ name: addOn, body: { enabled } });
  return (
    <div className={stack}>
      <h1 className={wcss.pageTitle}>{chosen ? `Add-ons: ${chosen.title}` : 'Add-ons'}</h1>
      {(chosen ? [chosen] : ADD_ONS).map((addOn) => {
        const state = addOns[addOn.name];
        return (
          <section key={addOn.name} className={`${card} ${stack}`} aria-label={addOn.title}>
            <div className={row}>
              <h2>{addOn.title}</h2>
              <label>
                <input
                  type="checkbox"
                  checked={state.enabled}
                  disabled={save.busy}
                  onChange={(e) => toggle(addOn.name, e.target.checked)}
                />{' '}
                {state.enabled ? 'On' : 'Off'}
              </label>
              {chosen ? null : <Link href={weddingPath(wedding.slug, `add-ons/${addOn.name}`)}>Settings</Link>}
            </div>
            <p className={muted}>{addOn.description}</p>
          </section>
        );
      })}
      {chosen?.name === 'gallery' ? <GalleryPhotos wedding={wedding} /> : null}
      {chosen?.name === 'album' ? <AlbumSettings wedding={wedding} /> : null}
      {chosen && chosen.name !== 'album' ? (
        <Settings name={chosen.name} state={addOns[chosen.name]} save={save} />
      ) : null}
    </div>
  );
}
