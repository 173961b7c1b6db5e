// Many deltas must cost few renders: they are gathered and handed to React once per animation frame.
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { createDeltaBatcher, type FrameScheduler } from './delta-batcher';
import { appendText, initialChatState, useChatStore } from '../conversation-store';

/** Frames that run only when the test says so. */
function manualFrames() {
  const waiting = new Map<number, () => void>();
  let next = 1;
  const frames: FrameScheduler = {
    request(callback) {
      waiting.set(next, callback);
      return next++;
    },
    cancel(handle) {
      waiting.delete(handle);
    },
  };
  return {
    frames,
    pending: () => waiting.size,
    runFrame() {
      const callbacks = [...waiting.values()];
      waiting.clear();
      callbacks.forEach((callback) => callback());
    },
  };
}

describe('the delta batcher', () => {
  it('hands over everything that arrived within a frame at once, in order', () => {
    const clock = manualFrames();
    const applied: string[] = [];
    const batcher = createDeltaBatcher((text) => applied.push(text), clock.frames);
    for (let index = 0; index < 500; index += 1) batcher.push(`${index} `);
    expect(applied).toEqual([]);
    expect(clock.pending()).toBe(1);
    clock.runFrame();
    expect(applied).toHaveLength(1);
    expect(applied[0]).toBe(Array.from({ length: 500 }, (_, index) => `${index} `).join(''));
    clock.runFrame();
    expect(applied).toHaveLength(1);
  });

  it('flushes at once before a final message and drops what a snapshot replaces', () => {
    const clock = manualFrames();
    const applied: string[] = [];
    const batcher = createDeltaBatcher((text) => applied.push(text), clock.frames);
    batcher.push('a');
    batcher.push('b');
    batcher.flush();
    expect(applied).toEqual(['ab']);
    expect(clock.pending()).toBe(0);
    batcher.push('stale');
    batcher.cancel();
    clock.runFrame();
    expect(applied).toEqual(['ab']);
  });

  it('waits twice as long as a slow render took before the next one', async () => {
    const clock = manualFrames();
    const batcher = createDeltaBatcher(() => {
      const until = performance.now() + 30;
      while (performance.now() < until) {
        // a render that takes 30 ms
      }
    }, clock.frames);
    batcher.push('a');
    clock.runFrame();
    await Promise.resolve();
    batcher.push('b');
    expect(clock.pending()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(clock.pending()).toBe(1);
  });

  it('renders a streaming bubble once per frame, not once per delta', () => {
    const clock = manualFrames();
    useChatStore.setState({
      ...initialChatState,
      messages: [
        {
          id: 'answer',
          conversationId: 'c',
          role: 'assistant',
          content: '',
          images: [],
          status: 'streaming',
          error: null,
          model: null,
          inputTokens: 0,
          outputTokens: 0,
          credits: 0,
          starred: false,
          feedback: null,
          createdAt: '2026-01-01T00:00:00.000Z',
        },
      ],
    });
    function Bubble() {
      const text = useChatStore((state) => state.messages[0]?.content);
      return <p data-testid="text">{text}</p>;
    }
    let renders = 0;
    render(
      <Profiler id="bubble" onRender={() => (renders += 1)}>
        <Bubble />
      </Profiler>,
    );
    const first = renders;
    const batcher = createDeltaBatcher((text) => appendText('answer', text), clock.frames);
    // 4,000 tokens in 10 frames (a fast answer, or a burst after a network stall).
    for (let frame = 0; frame < 10; frame += 1) {
      for (let token = 0; token < 400; token += 1) batcher.push('x');
      act(() => clock.runFrame());
    }
    expect(screen.getByTestId('text').textContent).toHaveLength(4000);
    expect(renders - first).toBe(10);
  });
});
