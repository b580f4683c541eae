/**
 * What a call asks of the browser besides media: keeping the screen awake (Screen Wake Lock, re-taken when the tab
 * comes back, since the browser drops it when hidden) and the incoming-call notification (asked for only from a click).
 */

interface WakeLockSentinelLike {
  release: () => Promise<void>;
}
type WakeLockNavigator = Navigator & { wakeLock?: { request: (type: 'screen') => Promise<WakeLockSentinelLike> } };

/** Keeps the screen on until the returned function is called; silently does nothing where unsupported or refused. */
export function keepScreenAwake(): () => void {
  const nav = navigator as WakeLockNavigator;
  if (!nav.wakeLock) return () => undefined;
  let sentinel: WakeLockSentinelLike | null = null;
  let wanted = true;
  const take = () => {
    if (!wanted || document.visibilityState !== 'visible') return;
    nav.wakeLock!.request('screen').then(
      (s) => {
        if (wanted) sentinel = s;
        else void s.release().catch(() => undefined);
      },
      () => undefined,
    );
  };
  take();
  document.addEventListener('visibilitychange', take);
  return () => {
    wanted = false;
    document.removeEventListener('visibilitychange', take);
    void sentinel?.release().catch(() => undefined);
    sentinel = null;
  };
}

const notificationsSupported = () => typeof window !== 'undefined' && 'Notification' in window;

/** Asks once for notification permission; call it only from a user's click (place, answer or decline a call). */
export function askNotificationPermission(): void {
  if (!notificationsSupported() || Notification.permission !== 'default') return;
  void Promise.resolve(Notification.requestPermission()).catch(() => undefined);
}

/**
 * Shows a notification for an incoming call when the user allowed them and the page is not in front (the in-page
 * dialog is enough when it is); returns a function that closes it. A click brings the page forward.
 */
export function notifyIncomingCall(title: string, body: string, tag: string): () => void {
  if (!notificationsSupported() || Notification.permission !== 'granted') return () => undefined;
  if (document.visibilityState === 'visible' && document.hasFocus()) return () => undefined;
  try {
    const n = new Notification(title, { body, tag, requireInteraction: true });
    n.onclick = () => {
      window.focus();
      n.close();
    };
    return () => n.close();
  } catch {
    // Some mobile browsers only show notifications through a service worker.
    return () => undefined;
  }
}
