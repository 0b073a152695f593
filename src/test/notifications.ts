/** The browser's desktop notifications, faked: what the page asks of them and what it shows. */
import { vi } from 'vitest';

export interface ShownNotification {
  title: string;
  options?: NotificationOptions;
}

/**
 * A browser whose notification permission starts as `permission` and becomes `answer` when the page asks,
 * recording what it shows. Undone by `vi.unstubAllGlobals()`.
 */
export function fakeNotifications(permission: NotificationPermission, answer: NotificationPermission) {
  const shown: ShownNotification[] = [];
  const requestPermission = vi.fn(() => Promise.resolve(answer));
  class FakeNotification {
    static permission = permission;
    static requestPermission = () =>
      requestPermission().then((result) => {
        FakeNotification.permission = result;
        return result;
      });
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, options });
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
  return { shown, requestPermission };
}
