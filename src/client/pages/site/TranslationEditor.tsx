import { useSelector } from '@xstate/react';
import { lazy, Suspense, useMemo } from 'react';
import type { SectionTranslation, Website } from '../../../shared/site';
import type { SiteLanguage } from '../../../shared/siteLanguages';
import type { SaveTranslation } from '../../areas/site/site';
import { useLoadedWedding } from '../../areas/weddings/WeddingContext';
import { FormShell } from '../../components/form/FormShell';
import { useForm } from '../../lib/useForm';
import { muted, stack } from '../../styles/ui.css';
import * as css from './Site.css';

const RichTextEditor = lazy(() => import('./RichTextEditor'));

// Kept here rather than shared with the editor page: a module two chunks share is merged into the app's common chunk.
const hasText = (html: string) => html.replace(/<[^>]*>/g, '').trim() !== '' || /<img\b/i.test(html);

/**
 * The couple's texts in one of the site's other languages (issue 39), in a chunk of its own: a title and a text per
 * section, beside the default language's; what is left empty shows the default's to guests, and says so here.
 */
export default function TranslationEditor({
  site,
  lang,
  name,
  saveTranslation,
}: {
  site: Website;
  lang: SiteLanguage;
  /** The language's name in the app's words. */
  name: string;
  saveTranslation: SaveTranslation;
}) {
  const wedding = useLoadedWedding();
  const initial = site.sections.map(
    (s): SectionTranslation =>
      site.translations[lang]?.sections.find((m) => m.kind === s.kind) ?? {
        kind: s.kind,
        title: '',
        body: '',
      },
  );
  const form = useForm(
    { sections: 'document' },
    (v) => saveTranslation(lang, JSON.parse(v.sections!)),
    { sections: JSON.stringify(initial) },
    { draft: `website:${wedding.id}:${lang}` },
  );
  const raw = useSelector(form, (s) => s.context.values.sections!);
  const texts = useMemo(() => JSON.parse(raw) as SectionTranslation[], [raw]);
  const change = (next: SectionTranslation) =>
    form.send({
      type: 'field.changed',
      name: 'sections',
      value: JSON.stringify(texts.map((t) => (t.kind === next.kind ? next : t))),
    });
  return (
    <FormShell form={form} submitLabel={`Save ${name} texts`}>
      <ol className={stack} aria-label={`Sections in ${name}`}>
        {site.sections.map((section) => {
          const text = texts.find((t) => t.kind === section.kind)!;
          const missing = hasText(section.body) && !hasText(text.body);
          return (
            <li key={section.kind} className={css.section} data-kind={section.kind} data-missing={missing || undefined}>
              <div className={stack}>
                <input
                  className={css.input}
                  aria-label={`Title of ${section.title} in ${name}`}
                  placeholder={section.title}
                  value={text.title}
                  onChange={(e) => change({ ...text, title: e.target.value })}
                />
                {missing ? (
                  <p className={muted} role="note">
                    Not translated yet: guests reading {name} see this section’s text in the default language.
                  </p>
                ) : null}
                <Suspense fallback={<p className={muted}>Loading the editor…</p>}>
                  <RichTextEditor
                    label={`Text of ${section.title} in ${name}`}
                    value={text.body}
                    onChange={(body) => change({ ...text, body })}
                  />
                </Suspense>
              </div>
            </li>
          );
        })}
      </ol>
    </FormShell>
  );
}
