import { describe, expect, it } from 'vitest';
import {
  HANDLE_TTL_MS,
  ImageHandles,
  MAX_HANDLES_PER_OWNER,
  newImageHandle,
} from './image-handles';
import { ipcSchemas } from '@shared/ipc';

describe('ImageHandles', () => {
  it('answers a handle only to the page it was given to', () => {
    const handles = new ImageHandles();
    const handle = handles.issue(1, '/pictures/cat.png');
    expect(handles.resolve(1, handle)).toBe('/pictures/cat.png');
    expect(handles.resolve(2, handle)).toBeUndefined();
    expect(handles.resolve(1, newImageHandle())).toBeUndefined();
  });

  it('forgets a handle after its time, one handed over, and all of a page that went away', () => {
    let now = 0;
    const handles = new ImageHandles(() => now);
    const old = handles.issue(1, '/a.png');
    now = HANDLE_TTL_MS - 1;
    const spent = handles.issue(1, '/b.png');
    const kept = handles.issue(1, '/c.png');
    expect(handles.resolve(1, old)).toBe('/a.png');
    now = HANDLE_TTL_MS;
    expect(handles.resolve(1, old)).toBeUndefined();
    handles.forget(1, spent);
    expect(handles.resolve(1, spent)).toBeUndefined();
    expect(handles.resolve(1, kept)).toBe('/c.png');
    handles.forget(1);
    expect(handles.resolve(1, kept)).toBeUndefined();
  });

  it('keeps at most a bounded number per page, dropping the oldest', () => {
    const handles = new ImageHandles();
    const issued = Array.from({ length: MAX_HANDLES_PER_OWNER + 2 }, (_, i) =>
      handles.issue(1, `/${i}.png`),
    );
    expect(handles.resolve(1, issued[0]!)).toBeUndefined();
    expect(handles.resolve(1, issued[1]!)).toBeUndefined();
    expect(handles.resolve(1, issued[2]!)).toBe('/2.png');
    expect(handles.resolve(1, issued.at(-1)!)).toBe(`/${MAX_HANDLES_PER_OWNER + 1}.png`);
  });

  it('makes random handles of the form the channel schema accepts', () => {
    const handle = newImageHandle();
    expect(handle).not.toBe(newImageHandle());
    expect(ipcSchemas.imagesRead.safeParse({ purpose: 'chat', handle }).success).toBe(true);
  });
});
