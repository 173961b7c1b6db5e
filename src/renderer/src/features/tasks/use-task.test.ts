// Following a task: 500 ms, then half as long again each time up to 3 s; one question at a time; nothing
// more once it finished; at once (and from 500 ms again) when the page comes back.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { upscalerTool } from '@shared/tools/upscaler';
import type { TaskView } from '@shared/api/tasks';
import { ApiError } from '../../api/errors';
import { tasksService } from '../../api/tasks';
import { nextDelay, POLL, useTask } from './use-task';

const ID = '00000000-0000-4000-8000-000000000001';

function view(status: TaskView['status'], progress = 0): TaskView {
  return {
    id: ID,
    kind: 'super',
    model: 'upscaler',
    action: 'generate',
    status,
    progress,
    params: { scale: 2 },
    inputs: [],
    images: [],
    buttons: [],
    credits: { held: status === 'queued' || status === 'running' ? 100 : 0, charged: 0 },
    attempt: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('useTask', () => {
  it('grows the pause from 500 ms to 3 s', () => {
    const pauses = [POLL.firstMs as number];
    while (pauses.length < 8) pauses.push(nextDelay(pauses.at(-1)!));
    expect(pauses).toEqual([500, 750, 1125, 1688, 2532, 3000, 3000, 3000]);
  });

  it('asks with a growing pause and stops once the task has finished', async () => {
    vi.useFakeTimers();
    const answers: TaskView[] = [
      view('queued'),
      view('running', 10),
      view('running', 40),
      view('running', 80),
      view('succeeded', 100),
    ];
    const check = vi
      .spyOn(tasksService, 'check')
      .mockImplementation(async () => answers.shift() ?? view('succeeded', 100));
    const onFinish = vi.fn();
    const { result } = renderHook(() =>
      useTask(upscalerTool.calls, ID, { initial: view('queued'), onFinish }),
    );
    expect(result.current.task?.status).toBe('queued');
    // The create call's answer is shown at once: the first question waits 500 ms.
    await advance(499);
    expect(check).toHaveBeenCalledTimes(0);
    await advance(1);
    expect(check).toHaveBeenCalledTimes(1);
    await advance(749);
    expect(check).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(check).toHaveBeenCalledTimes(2);
    expect(result.current.task?.progress).toBe(10);
    await advance(1125);
    expect(check).toHaveBeenCalledTimes(3);
    await advance(1688);
    expect(check).toHaveBeenCalledTimes(4);
    await advance(2532);
    expect(check).toHaveBeenCalledTimes(5);
    expect(result.current.task?.status).toBe('succeeded');
    expect(onFinish).toHaveBeenCalledTimes(1);
    await advance(60_000);
    expect(check).toHaveBeenCalledTimes(5);
  });

  it('never asks more often than every 3 s, however long it runs', async () => {
    vi.useFakeTimers();
    const check = vi.spyOn(tasksService, 'check').mockResolvedValue(view('running', 5));
    renderHook(() => useTask(upscalerTool.calls, ID));
    await advance(0);
    expect(check).toHaveBeenCalledTimes(1);
    await advance(500 + 750 + 1125 + 1688 + 2532);
    expect(check).toHaveBeenCalledTimes(6);
    await advance(30_000);
    expect(check).toHaveBeenCalledTimes(16);
  });

  it('does not ask about a task that is already finished, nor report it as finishing', async () => {
    vi.useFakeTimers();
    const check = vi.spyOn(tasksService, 'check').mockResolvedValue(view('failed'));
    const onFinish = vi.fn();
    const { result } = renderHook(() =>
      useTask(upscalerTool.calls, ID, { initial: view('failed'), onFinish }),
    );
    await advance(10_000);
    expect(check).not.toHaveBeenCalled();
    expect(result.current.task?.status).toBe('failed');

    // Opened by id only (from the history): asked once, then left alone.
    const other = renderHook(() => useTask(upscalerTool.calls, ID, { onFinish }));
    await advance(10_000);
    expect(check).toHaveBeenCalledTimes(1);
    expect(other.result.current.task?.status).toBe('failed');
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('asks one question at a time, even when the page comes back meanwhile', async () => {
    vi.useFakeTimers();
    let release: (task: TaskView) => void = () => undefined;
    const check = vi.spyOn(tasksService, 'check').mockImplementation(
      () =>
        new Promise<TaskView>((resolve) => {
          release = resolve;
        }),
    );
    renderHook(() => useTask(upscalerTool.calls, ID));
    await advance(0);
    expect(check).toHaveBeenCalledTimes(1);
    // A slow answer: the network returning and the tab being shown do not send a second question.
    window.dispatchEvent(new Event('online'));
    document.dispatchEvent(new Event('visibilitychange'));
    await advance(20_000);
    expect(check).toHaveBeenCalledTimes(1);
    await act(async () => release(view('running', 50)));
    await advance(499);
    expect(check).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('asks at once when the page comes back, then starts again from 500 ms', async () => {
    vi.useFakeTimers();
    const check = vi.spyOn(tasksService, 'check').mockResolvedValue(view('running', 5));
    renderHook(() => useTask(upscalerTool.calls, ID));
    await advance(0);
    await advance(500 + 750 + 1125 + 1688);
    expect(check).toHaveBeenCalledTimes(5);
    await advance(1000);
    window.dispatchEvent(new Event('online'));
    await advance(0);
    expect(check).toHaveBeenCalledTimes(6);
    await advance(500);
    expect(check).toHaveBeenCalledTimes(7);
    await advance(750);
    expect(check).toHaveBeenCalledTimes(8);
  });

  it('keeps asking at the slowest pace without an answer, and stops for an unknown task', async () => {
    vi.useFakeTimers();
    const check = vi
      .spyOn(tasksService, 'check')
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(view('running', 20))
      .mockRejectedValue(new ApiError(404, 'NOT_FOUND', 'Not found.'));
    const { result } = renderHook(() =>
      useTask(upscalerTool.calls, ID, { initial: view('running') }),
    );
    await advance(500);
    expect(check).toHaveBeenCalledTimes(1);
    expect(result.current.problem).toBe('lost');
    expect(result.current.task?.status).toBe('running');
    await advance(2999);
    expect(check).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(check).toHaveBeenCalledTimes(2);
    expect(result.current.problem).toBeUndefined();
    expect(result.current.task?.progress).toBe(20);
    await advance(750);
    expect(check).toHaveBeenCalledTimes(3);
    expect(result.current.problem).toBe('missing');
    await advance(30_000);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('stops asking when the page leaves', async () => {
    vi.useFakeTimers();
    const check = vi.spyOn(tasksService, 'check').mockResolvedValue(view('running'));
    const { unmount } = renderHook(() => useTask(upscalerTool.calls, ID));
    await advance(0);
    unmount();
    await advance(30_000);
    expect(check).toHaveBeenCalledTimes(1);
  });
});
