import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAfterFirstData } from '../../../src/layout/useAfterFirstData';

/** A query whose answer the test gives when it wants. */
const pendingAnswer = () => {
  let answer: (value: unknown) => void = () => undefined;
  const promise = new Promise((resolve) => (answer = resolve));
  return { promise, answer };
};

describe('useAfterFirstData', () => {
  let client: QueryClient;
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;

  beforeEach(() => {
    vi.useFakeTimers();
    client = new QueryClient();
  });
  afterEach(() => {
    client.clear();
    vi.useRealTimers();
  });

  it('turns true once the first data has arrived and nothing else is on its way', async () => {
    const { result } = renderHook(() => useAfterFirstData(), { wrapper });
    const accounts = pendingAnswer();
    const products = pendingAnswer();
    void client.fetchQuery({ queryKey: ['accounts', 'getList'], queryFn: () => accounts.promise });
    void client.fetchQuery({ queryKey: ['productos', 'getList'], queryFn: () => products.promise });
    await act(async () => {
      accounts.answer([]);
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(result.current).toBe(false);
    await act(async () => {
      products.answer([]);
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(result.current).toBe(true);
  });

  it("does not count react-admin's session checks as data", async () => {
    const { result } = renderHook(() => useAfterFirstData(), { wrapper });
    await act(async () => {
      await client.fetchQuery({ queryKey: ['auth', 'checkAuth'], queryFn: () => true });
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(result.current).toBe(false);
  });

  it('turns true after three seconds on a page that asks for no data', async () => {
    const { result } = renderHook(() => useAfterFirstData(), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(2_900));
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(result.current).toBe(true);
  });
});
