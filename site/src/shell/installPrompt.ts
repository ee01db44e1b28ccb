import { useSyncExternalStore } from 'react';

/** Chromium's install offer (`beforeinstallprompt`), not in TypeScript's DOM types. */
interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
}

let offered: InstallPromptEvent | undefined;
const listeners = new Set<() => void>();

function offer(event: InstallPromptEvent | undefined) {
  offered = event;
  for (const listener of listeners) listener();
}

// Listening from the module's load: the browser may offer the install before React is live.
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Our own 安装 button asks instead of the browser's mini-infobar.
    event.preventDefault();
    offer(event as InstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => offer(undefined));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Installs the site as an app through the browser's own prompt, while the browser offers one
 * (Chromium on Android); undefined otherwise, and on the server.
 */
export function useInstallPrompt(): (() => void) | undefined {
  const event = useSyncExternalStore(
    subscribe,
    () => offered,
    () => undefined,
  );
  return event && (() => void event.prompt().finally(() => offer(undefined)));
}
