import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadOnStaleCode } from '../../../src/app/reloadOnStaleCode';

/** What Vite dispatches when a screen's code cannot be loaded. */
const codeMissing = () => {
  const event = new Event('vite:preloadError', { cancelable: true });
  window.dispatchEvent(event);
  return event;
};

describe('a screen whose code is gone after an update', () => {
  beforeEach(() => sessionStorage.clear());

  it('reloads the page once, and again only a minute later', () => {
    const reload = vi.fn();
    let now = 1_000_000;
    reloadOnStaleCode(window, reload, () => now);

    expect(codeMissing().defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);

    now += 30_000;
    // Still failing half a minute after the reload (the server is down): the error is shown, no loop.
    expect(codeMissing().defaultPrevented).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    now += 31_000;
    expect(codeMissing().defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
