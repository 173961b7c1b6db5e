// One press, one request: a second press while the first is on its way sends nothing and says "Please wait
// for the request to finish."; every press has its own client key, except the same request pressed again
// after its answer was lost, which keeps its key (the server then answers the task it may have made).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { ApiError, NetworkError } from '../../api/errors';
import { useSubmitTask } from './use-submit-task';

afterEach(() => vi.restoreAllMocks());

const KEY = /^[A-Za-z0-9_-]{8,64}$/;

describe('useSubmitTask', () => {
  it('sends nothing for a second press while the first is pending, and says to wait', async () => {
    const { result } = renderHook(() => useSubmitTask());
    let answer: (value: string) => void = () => undefined;
    const send = vi.fn(
      () =>
        new Promise<string>((resolve) => {
          answer = resolve;
        }),
    );
    let first: Promise<string | undefined> | undefined;
    act(() => {
      first = result.current.submit({ scale: 2 }, send);
    });
    expect(result.current.pending).toBe(true);

    let second: string | undefined = 'sent';
    await act(async () => {
      second = await result.current.submit({ scale: 2 }, send);
    });
    expect(second).toBeUndefined();
    expect(send).toHaveBeenCalledTimes(1);
    expect(result.current.problem).toEqual({
      code: 'REQUEST_PENDING',
      message: 'Please wait for the request to finish.',
    });

    await act(async () => {
      answer('task-1');
      await expect(first).resolves.toBe('task-1');
    });
    expect(result.current.pending).toBe(false);
    expect(result.current.problem).toBeUndefined();
  });

  it('gives every press a fresh client key', async () => {
    const { result } = renderHook(() => useSubmitTask());
    const keys: string[] = [];
    const send = async (key: string) => {
      keys.push(key);
      return key;
    };
    await act(async () => {
      await result.current.submit({ scale: 2 }, send);
    });
    await act(async () => {
      await result.current.submit({ scale: 2 }, send);
    });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(KEY);
    expect(keys[1]).toMatch(KEY);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('reuses the key when the same request is pressed again after a network error', async () => {
    const { result } = renderHook(() => useSubmitTask());
    const keys: string[] = [];
    const failing = async (key: string): Promise<string> => {
      keys.push(key);
      throw new NetworkError('Network Error');
    };
    const working = async (key: string) => {
      keys.push(key);
      return key;
    };
    await act(async () => {
      await result.current.submit({ imageId: 'a', scale: 2 }, failing);
    });
    expect(result.current.problem).toEqual({ code: 'NETWORK', message: 'Network Error' });
    await act(async () => {
      await result.current.submit({ imageId: 'a', scale: 2 }, working);
    });
    expect(keys[1]).toBe(keys[0]);
    expect(result.current.problem).toBeUndefined();
    // Answered: the next press is a new request with a new key, even with the same values.
    await act(async () => {
      await result.current.submit({ imageId: 'a', scale: 2 }, working);
    });
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('uses a new key for a changed request, and after a refusal from the server', async () => {
    const { result } = renderHook(() => useSubmitTask());
    const keys: string[] = [];
    const lost = async (key: string): Promise<string> => {
      keys.push(key);
      throw new NetworkError('Network Error');
    };
    const refused = async (key: string): Promise<string> => {
      keys.push(key);
      throw new ApiError(
        503,
        'PROVIDER_BUSY',
        'Sorry, the creation is too much. Please try again later.',
      );
    };
    await act(async () => {
      await result.current.submit({ scale: 2 }, lost);
    });
    await act(async () => {
      await result.current.submit({ scale: 3 }, lost);
    });
    expect(keys[1]).not.toBe(keys[0]);
    await act(async () => {
      await result.current.submit({ scale: 3 }, refused);
    });
    expect(keys[2]).toBe(keys[1]);
    expect(result.current.problem).toEqual({
      code: 'PROVIDER_BUSY',
      message: 'Sorry, the creation is too much. Please try again later.',
    });
    await act(async () => {
      await result.current.submit({ scale: 3 }, refused);
    });
    expect(keys[3]).not.toBe(keys[2]);
  });

  it('keeps a problem found in the new input when the old input is forgotten after the press', () => {
    const { result } = renderHook(() => useSubmitTask());
    act(() => result.current.say('Please upload an image first.', ''));
    // The image arrives and the user presses at once: the press finds the next problem before the
    // forgetting of the old input's problem has run.
    act(() => {
      result.current.say('Please choose a style type.', 'image-1');
      result.current.forgetInputProblem('image-1');
    });
    expect(result.current.problem?.message).toBe('Please choose a style type.');

    act(() => result.current.forgetInputProblem('image-2'));
    expect(result.current.problem).toBeUndefined();
  });
});
