const lastReloadKey = 'mercado.staleCodeReloadAt';
/** A code that still fails after a reload (the server is down) must not reload the page in a loop. */
const minimumSpacingMs = 60_000;

/**
 * A seller keeps the back office open all day. After an update, the server no longer has the code
 * chunks of the version an open tab started with, so the first screen opened afterwards cannot load
 * its code. Vite announces that failure as `vite:preloadError`; reloading the page takes the new
 * version at the same address. At most once a minute: otherwise the failure is shown as it is.
 */
export function reloadOnStaleCode(target: Window = window, reload: () => void = () => target.location.reload(), now: () => number = Date.now) {
  target.addEventListener('vite:preloadError', (event) => {
    const last = Number(target.sessionStorage.getItem(lastReloadKey) ?? 0);
    if (now() - last < minimumSpacingMs) return;
    target.sessionStorage.setItem(lastReloadKey, String(now()));
    event.preventDefault();
    reload();
  });
}
