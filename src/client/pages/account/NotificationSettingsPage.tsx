import { CATEGORY_LABELS, NOTIFICATION_CATEGORIES } from '../../../shared/accountTypes';
import { useNotificationSettings } from '../../areas/account/accountArea';
import { LoadFailed } from '../../components/lists/LoadFailed';
import { FeedLayout } from '../../layouts/FeedLayout';
import { card, muted, page, stack } from '../../styles/ui.css';
import { HistoryDigestSection } from '../history/HistoryDigestSection';

/** /update-settings: per kind of notification, in the app and by mail; and the daily digest instead of single mails. */
export default function NotificationSettingsPage() {
  const { settings, current, save } = useNotificationSettings();
  return (
    <FeedLayout>
      <div className={`${page} ${stack}`}>
        <h1>Notification settings</h1>
        {settings.status === 'loading' ? <p className={muted}>Loading…</p> : null}
        {settings.status === 'failed' ? <LoadFailed load={settings} /> : null}
        {current ? (
          <>
            <section className={`${card} ${stack}`}>
              <table>
                <caption className={muted}>Choose what reaches you, and how.</caption>
                <thead>
                  <tr>
                    <th scope="col">Kind</th>
                    <th scope="col">In the app</th>
                    <th scope="col">By mail</th>
                  </tr>
                </thead>
                <tbody>
                  {NOTIFICATION_CATEGORIES.map((c) => (
                    <tr key={c}>
                      <th scope="row">{CATEGORY_LABELS[c]}</th>
                      {(['app', 'mail'] as const).map((channel) => (
                        <td key={channel}>
                          <input
                            type="checkbox"
                            aria-label={`${CATEGORY_LABELS[c]} ${channel === 'app' ? 'in the app' : 'by mail'}`}
                            checked={current.prefs[c][channel]}
                            disabled={save.busy}
                            onChange={(e) =>
                              save.request({ category: c, channel, on: e.currentTarget.checked, current })
                            }
                          />
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
            <section className={`${card} ${stack}`}>
              <label>
                <input
                  type="checkbox"
                  checked={current.digest}
                  disabled={save.busy}
                  onChange={(e) => save.request({ on: e.currentTarget.checked, current })}
                />{' '}
                Send me one daily digest instead of a mail for each notification
              </label>
              <p className={muted}>The digest goes out every morning (07:00 UTC) when something happened.</p>
            </section>
          </>
        ) : null}
        <HistoryDigestSection />
      </div>
    </FeedLayout>
  );
}
