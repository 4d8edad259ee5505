import { COVER_MAX_BYTES, COVER_TYPES, type Wedding, weddingMessages } from '../../../shared/weddings';
import { useLoadedWedding } from '../../areas/weddings/WeddingContext';
import { useWeddingSettings } from '../../areas/weddings/weddingSettings';
import { useSlugChecker } from '../../areas/weddings/weddings';
import { FormShell } from '../../components/form/FormShell';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { ImageUpload } from '../../components/ImageUpload/ImageUpload';
import { usePastDateHint } from '../../components/wedding/PastDateHint';
import { SlugField } from '../../components/wedding/SlugField';
import * as css from '../../components/wedding/Wedding.css';
import { useForm } from '../../lib/useForm';
import { card, muted, stack } from '../../styles/ui.css';
import { POLICY_OPTIONS } from './CreateWeddingPage';

/** 'Set cover image': the server re-encodes it and makes the resized copy pages show. */
function CoverInput({ wedding }: { wedding: Wedding }) {
  const settings = useWeddingSettings(wedding);
  const cover = wedding.site_cover_cache_img ?? wedding.site_cover_img;
  return (
    <section className={`${card} ${stack}`} aria-labelledby="cover-title">
      <h2 id="cover-title" className={css.pageTitle}>
        Cover image
      </h2>
      <div className={css.cover}>
        {cover ? <img className={css.coverImage} src={cover} alt={`Cover of ${wedding.name}`} /> : null}
      </div>
      <p className={muted}>A JPEG, PNG or WebP image of up to 5 MB. Wide pictures work best.</p>
      <ImageUpload
        label="Choose cover image"
        field="cover"
        types={COVER_TYPES}
        maxBytes={COVER_MAX_BYTES}
        messages={{ type: weddingMessages.coverType, tooLarge: weddingMessages.coverTooLarge }}
        upload={settings.uploadCover}
      />
    </section>
  );
}

/** The IANA zones the browser knows, with the wedding's own first when the browser does not list it (GMT+3). */
function zoneOptions(current: string) {
  const zones = Intl.supportedValuesOf('timeZone');
  const label = (zone: string) => (zone === 'Etc/GMT-3' ? 'GMT+3' : zone.replace(/_/g, ' '));
  return [...(zones.includes(current) ? [] : [current]), ...zones].map((zone) => ({ value: zone, label: label(zone) }));
}

/** /wedding/{slug}/settings (couple only): name, date, web address, who may follow, cover image. */
export default function SettingsPage() {
  const wedding = useLoadedWedding();
  const settings = useWeddingSettings(wedding);
  const checker = useSlugChecker();
  const form = useForm(
    { name: 'text', date: 'text', slug: 'text', follow_policy: 'text', time_zone: 'text' },
    settings.save,
    {
      name: wedding.name,
      date: wedding.date,
      slug: wedding.slug,
      follow_policy: wedding.follow_policy,
      time_zone: wedding.time_zone,
    },
  );
  const pastDate = usePastDateHint(form);
  return (
    <>
      <section className={`${card} ${stack}`} aria-labelledby="settings-title">
        <h1 id="settings-title" className={css.pageTitle}>
          Settings
        </h1>
        <FormShell form={form} submitLabel="Save changes" busyLabel="Saving…">
          <TextField form={form} name="name" label="Wedding name" />
          <TextField form={form} name="date" label="Wedding date" type="date" hint={pastDate} />
          <SlugField form={form} checker={checker} current={wedding.slug} />
          <SelectField form={form} name="follow_policy" label="Who may follow" options={POLICY_OPTIONS} />
          <SelectField
            form={form}
            name="time_zone"
            label="Time zone of the wedding"
            options={zoneOptions(wedding.time_zone)}
          />
        </FormShell>
      </section>
      <CoverInput wedding={wedding} />
    </>
  );
}
