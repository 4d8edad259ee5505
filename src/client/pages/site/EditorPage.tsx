import { useSelector } from '@xstate/react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { SECTION_KINDS, SECTION_TITLES, type SiteSection, type Website } from '../../../shared/site';
import type { SiteLanguage } from '../../../shared/siteLanguages';
import { type SaveSections, type SaveTranslation, useSitePreview, useWebsite } from '../../areas/site/site';
import { useLoadedWedding } from '../../areas/weddings/WeddingContext';
import { FormShell } from '../../components/form/FormShell';
import * as wcss from '../../components/wedding/Wedding.css';
import { weddingPath } from '../../lib/format';
import { useForm } from '../../lib/useForm';
import { button, card, muted, row, stack } from '../../styles/ui.css';
import * as css from './Site.css';

/** Whether a section's rich text says anything (an image counts). */
const hasText = (html: string) => html.replace(/<[^>]*>/g, '').trim() !== '' || /<img\b/i.test(html);

/** The sections a language has no text for (issue 39): guests reading it see the default language's there. */
function missingTranslations(site: Website, lang: SiteLanguage): SiteSection[] {
  const mine = site.translations[lang]?.sections ?? [];
  return site.sections.filter((s) => hasText(s.body) && !hasText(mine.find((m) => m.kind === s.kind)?.body ?? ''));
}

const languageName = (code: SiteLanguage) => new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;

/** Which language's texts the editor shows (issue 39): the default's are the sections; each other says what it lacks. */
function LanguageTabs({
  site,
  textsIn,
  choose,
}: {
  site: Website;
  textsIn: SiteLanguage;
  choose: (code: SiteLanguage) => void;
}) {
  if (site.languages.length < 2) return null;
  return (
    <fieldset className={row} aria-label="Texts in">
      {site.languages.map((code, i) => {
        const missing = i === 0 ? 0 : missingTranslations(site, code).length;
        return (
          <button
            key={code}
            type="button"
            className={button.quiet}
            aria-pressed={textsIn === code}
            onClick={() => choose(code)}
          >
            {languageName(code)}
            {i === 0 ? ' (default)' : missing ? ` · ${missing} missing` : ''}
          </button>
        );
      })}
    </fieldset>
  );
}

/** The sections in the default language, or the translations of one of the site's other languages. */
function Texts(props: {
  site: Website;
  saveSections: SaveSections;
  saveTranslation: SaveTranslation;
  textsIn: SiteLanguage;
}) {
  const { site, saveSections, saveTranslation, textsIn } = props;
  if (textsIn === site.languages[0] || !site.languages.includes(textsIn)) {
    return <Sections initial={site.sections} saveSections={saveSections} />;
  }
  return (
    <Suspense fallback={<p className={muted}>Loading the translations…</p>}>
      <TranslationEditor
        key={textsIn}
        site={site}
        lang={textsIn}
        name={languageName(textsIn)}
        saveTranslation={saveTranslation}
      />
    </Suspense>
  );
}

const RichTextEditor = lazy(() => import('./RichTextEditor'));
const TranslationEditor = lazy(() => import('./TranslationEditor'));

const move = <T,>(list: T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

function SectionEditor(props: {
  section: SiteSection;
  index: number;
  count: number;
  change: (next: SiteSection) => void;
  moveTo: (to: number) => void;
}) {
  const { section, index, count, change, moveTo } = props;
  return (
    <li className={`${css.section} ${section.hidden ? css.hiddenSection : ''}`} data-kind={section.kind}>
      <div className={stack}>
        <div className={row}>
          <input
            className={css.input}
            aria-label={`Title of ${SECTION_TITLES[section.kind]}`}
            value={section.title}
            onChange={(e) => change({ ...section, title: e.target.value })}
          />
          <button type="button" className={button.quiet} disabled={index === 0} onClick={() => moveTo(index - 1)}>
            Move up
          </button>
          <button
            type="button"
            className={button.quiet}
            disabled={index === count - 1}
            onClick={() => moveTo(index + 1)}
          >
            Move down
          </button>
          <label>
            <input
              type="checkbox"
              checked={section.hidden}
              onChange={(e) => change({ ...section, hidden: e.target.checked })}
            />{' '}
            Hidden
          </label>
        </div>
        <Suspense fallback={<p className={muted}>Loading the editor…</p>}>
          <RichTextEditor
            label={`Text of ${SECTION_TITLES[section.kind]}`}
            value={section.body}
            onChange={(body) => change({ ...section, body })}
          />
        </Suspense>
      </div>
    </li>
  );
}

function Preview({ revision, lang }: { revision: string; lang: SiteLanguage }) {
  const wedding = useLoadedWedding();
  const preview = useSitePreview(wedding, revision, lang);
  const [width, setWidth] = useState<'phone' | 'desktop'>('phone');
  if (preview.status !== 'ready') return <p className={muted}>Loading the preview…</p>;
  return (
    <section className={stack} aria-label="Preview">
      <fieldset className={row} aria-label="Preview width">
        <button
          type="button"
          className={button.quiet}
          aria-pressed={width === 'phone'}
          onClick={() => setWidth('phone')}
        >
          Phone
        </button>
        <button
          type="button"
          className={button.quiet}
          aria-pressed={width === 'desktop'}
          onClick={() => setWidth('desktop')}
        >
          Desktop
        </button>
      </fieldset>
      <iframe
        title="Website preview"
        className={width === 'phone' ? css.phone : css.desktop}
        sandbox="allow-same-origin"
        srcDoc={preview.data}
      />
    </section>
  );
}

/** The sections as one value of a form: the leave guard, the save as you type and the draft come with it (issue 31). */
function Sections({ initial, saveSections }: { initial: SiteSection[]; saveSections: SaveSections }) {
  const wedding = useLoadedWedding();
  const form = useForm(
    { sections: 'document' },
    (v) => saveSections(JSON.parse(v.sections!)),
    { sections: JSON.stringify(initial) },
    { draft: `website:${wedding.id}` },
  );
  const raw = useSelector(form, (s) => s.context.values.sections!);
  const sections = useMemo(() => JSON.parse(raw) as SiteSection[], [raw]);
  const setSections = (next: SiteSection[]) =>
    form.send({ type: 'field.changed', name: 'sections', value: JSON.stringify(next) });
  const missing = SECTION_KINDS.filter((kind) => !sections.some((s) => s.kind === kind));
  return (
    <FormShell form={form} submitLabel="Save website" autosave>
      <ol className={stack} aria-label="Sections">
        {sections.map((section, i) => (
          <SectionEditor
            key={section.kind}
            section={section}
            index={i}
            count={sections.length}
            change={(next) => setSections(sections.map((s, j) => (j === i ? next : s)))}
            moveTo={(to) => setSections(move(sections, i, to))}
          />
        ))}
      </ol>
      {missing.length ? (
        <div className={row}>
          {missing.map((kind) => (
            <button
              key={kind}
              type="button"
              className={button.quiet}
              onClick={() => setSections([...sections, { kind, title: SECTION_TITLES[kind], body: '', hidden: false }])}
            >
              Add {SECTION_TITLES[kind]}
            </button>
          ))}
        </div>
      ) : null}
    </FormShell>
  );
}

/** /wedding/{slug}/website/editor (couple): the sections in order, each in rich text, beside a live preview. */
export default function EditorPage() {
  const wedding = useLoadedWedding();
  const { site, saveSections, saveTranslation } = useWebsite(wedding);
  const [textsIn, setTextsIn] = useState<SiteLanguage | null>(null);
  const lang = (textsIn && site?.languages.includes(textsIn) ? textsIn : site?.languages[0]) ?? 'en';
  return (
    <div className={stack}>
      <header className={row}>
        <h1 className={wcss.pageTitle}>Website editor</h1>
        <Link className={button.quiet} href={weddingPath(wedding.slug, 'website')}>
          Publishing
        </Link>
        <Link className={button.quiet} href={weddingPath(wedding.slug, 'websites')}>
          Themes
        </Link>
      </header>
      <p className={muted}>
        Schedule lists the calendar events and run-of-show items you mark “Show on website”, in time order. Travel takes
        your logistics, Registry the links of the registry add-on, Gallery the photos of the{' '}
        <Link href={weddingPath(wedding.slug, 'add-ons/gallery')}>gallery add-on</Link>. Hidden sections and the
        sections of add-ons you turned off do not show.
      </p>
      {site ? (
        <div className={css.editorGrid}>
          <div className={`${card} ${stack}`}>
            <LanguageTabs site={site} textsIn={lang} choose={setTextsIn} />
            <Texts site={site} saveSections={saveSections} saveTranslation={saveTranslation} textsIn={lang} />
          </div>
          <Preview revision={site.updated_at} lang={lang} />
        </div>
      ) : null}
    </div>
  );
}
