import { useId, useState } from 'react';
import {
  useNotificationSetting,
  writeNotificationSettings,
} from '../../../lib/preferences/notificationSettings';
import { useSignedInCredentials } from '../queries/useSignedInCredentials';

function notificationsSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

/**
 * The browser's permission is asked only on the person's click, never on load; the message text stays
 * out of notifications (others may see the screen) unless they opt in to that too.
 */
export function NotificationsToggle() {
  const notifyId = useId();
  const bodyId = useId();
  const { accountSid } = useSignedInCredentials();
  const notify = useNotificationSetting(accountSid, 'notify');
  const notifyWithBody = useNotificationSetting(accountSid, 'notifyWithBody');
  const [problem, setProblem] = useState<string | null>(null);
  const on = notify && notificationsSupported() && Notification.permission === 'granted';

  async function toggle(wanted: boolean) {
    setProblem(null);
    if (!wanted) {
      writeNotificationSettings(accountSid, { notify: false });
      return;
    }
    if (!notificationsSupported()) {
      setProblem('This browser cannot show notifications.');
      return;
    }
    const permission =
      Notification.permission === 'default'
        ? await Notification.requestPermission()
        : Notification.permission;
    if (permission !== 'granted') {
      setProblem('Notifications are blocked for this site: allow them in the browser’s site settings.');
    }
    writeNotificationSettings(accountSid, { notify: permission === 'granted' });
  }

  return (
    <div className="d-flex flex-wrap align-items-center column-gap-3 row-gap-1 w-100">
      <div className="form-check mb-0">
        <input
          id={notifyId}
          type="checkbox"
          className="form-check-input"
          checked={on}
          onChange={(event) => void toggle(event.target.checked)}
        />
        <label htmlFor={notifyId} className="form-check-label">
          Notify me of new messages
        </label>
      </div>
      {/* Offered once notifications are on: it means nothing before, and would take a row on a phone. */}
      {on && (
        <div className="form-check mb-0">
          <input
            id={bodyId}
            type="checkbox"
            className="form-check-input"
            checked={notifyWithBody}
            onChange={(event) =>
              writeNotificationSettings(accountSid, { notifyWithBody: event.target.checked })
            }
          />
          <label htmlFor={bodyId} className="form-check-label">
            Show the message text in notifications
          </label>
        </div>
      )}
      <p role="status" className="small text-danger mb-0">
        {problem}
      </p>
    </div>
  );
}
