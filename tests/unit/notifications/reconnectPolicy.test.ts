import { describe, expect, it } from 'vitest';
import { nextReconnect, reconnectAttempts } from '../../../src/notifications/reconnectPolicy';

describe('nextReconnect', () => {
  it('retries after attempt × 1 s while the attempt is 3 or below, then gives up', () => {
    expect(nextReconnect(0)).toEqual({ retry: true, delayMs: 0 });
    expect(nextReconnect(1)).toEqual({ retry: true, delayMs: 1000 });
    expect(nextReconnect(2)).toEqual({ retry: true, delayMs: 2000 });
    expect(nextReconnect(3)).toEqual({ retry: true, delayMs: 3000 });
    expect(nextReconnect(4)).toEqual({ retry: false });
  });
});

describe('reconnectAttempts', () => {
  it('counts in localStorage and resets to 0', () => {
    expect(reconnectAttempts.read()).toBe(0);
    expect(reconnectAttempts.increment()).toBe(1);
    expect(reconnectAttempts.increment()).toBe(2);
    expect(localStorage.getItem('mercado.notifications.socket_attempts')).toBe('2');
    reconnectAttempts.reset();
    expect(reconnectAttempts.read()).toBe(0);
  });

  it('reads a damaged value as 0', () => {
    localStorage.setItem('mercado.notifications.socket_attempts', 'abc');
    expect(reconnectAttempts.read()).toBe(0);
  });
});
