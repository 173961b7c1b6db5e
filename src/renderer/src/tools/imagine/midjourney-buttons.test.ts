// The Midjourney buttons are grouped from what the task lists, never made up: a grid gives U1–U4, V1–V4 and
// 🔄; an upscale gives the variations, the zooms and vary region; anything else is kept under "other".
import { describe, expect, it } from 'vitest';
import type { TaskButton } from '@shared/api/tasks';
import { gridIndex, groupButtons, isGrid, pressedLabel } from './midjourney-buttons';

const hash = '5e1c0f38-5e2a-4b1a-9f62-3c1d9b0a7e11';
const b = (customId: string, label: string, action: string, emoji = ''): TaskButton => ({
  customId,
  label,
  emoji,
  action,
});

// In the order the proxy lists them: U1 V1 U2 V2… and the re-roll between.
const grid: TaskButton[] = [
  b(`MJ::JOB::upsample::1::${hash}`, 'U1', 'upscale'),
  b(`MJ::JOB::upsample::2::${hash}`, 'U2', 'upscale'),
  b(`MJ::JOB::upsample::3::${hash}`, 'U3', 'upscale'),
  b(`MJ::JOB::upsample::4::${hash}`, 'U4', 'upscale'),
  b(`MJ::JOB::reroll::0::${hash}::SOLO`, '', 'reroll', '🔄'),
  b(`MJ::JOB::variation::4::${hash}`, 'V4', 'variation'),
  b(`MJ::JOB::variation::1::${hash}`, 'V1', 'variation'),
  b(`MJ::JOB::variation::2::${hash}`, 'V2', 'variation'),
  b(`MJ::JOB::variation::3::${hash}`, 'V3', 'variation'),
];

const upscaled: TaskButton[] = [
  b(`MJ::Outpaint::75::1::${hash}::SOLO`, 'Zoom Out 1.5x', 'zoomOut1_5x', '🔍'),
  b(`MJ::JOB::low_variation::1::${hash}::SOLO`, 'Vary (Subtle)', 'lowVariation', '🪄'),
  b(`MJ::Inpaint::1::${hash}::SOLO`, 'Vary (Region)', 'varyRegion', '🖌️'),
  b(`MJ::JOB::high_variation::1::${hash}::SOLO`, 'Vary (Strong)', 'highVariation', '🪄'),
  b(`MJ::Outpaint::50::1::${hash}::SOLO`, 'Zoom Out 2x', 'zoomOut2x', '🔍'),
  b(`MJ::JOB::pan_left::1::${hash}::SOLO`, '', 'other', '⬅️'),
  b(`MJ::CustomZoom::${hash}`, 'Custom Zoom', 'other', '🔍'),
];

describe('groupButtons', () => {
  it('puts a grid into U1–U4, V1–V4 and the re-roll, numbered in order', () => {
    const groups = groupButtons(grid);
    expect(groups.upscale.map((button) => button.label)).toEqual(['U1', 'U2', 'U3', 'U4']);
    expect(groups.variation.map((button) => button.label)).toEqual(['V1', 'V2', 'V3', 'V4']);
    expect(groups.reroll).toHaveLength(1);
    expect(groups.reroll[0]!.emoji).toBe('🔄');
    expect(groups.vary).toEqual([]);
    expect(groups.zoom).toEqual([]);
    expect(groups.other).toEqual([]);
  });

  it('puts an upscale into vary (strong, subtle, region) and zoom (2x, 1.5x), keeping the rest', () => {
    const groups = groupButtons(upscaled);
    expect(groups.vary.map((button) => button.action)).toEqual([
      'highVariation',
      'lowVariation',
      'varyRegion',
    ]);
    expect(groups.zoom.map((button) => button.action)).toEqual(['zoomOut2x', 'zoomOut1_5x']);
    expect(groups.other.map((button) => button.emoji)).toEqual(['⬅️', '🔍']);
    expect(groups.upscale).toEqual([]);
  });

  it('keeps every customId exactly as the task listed it, once', () => {
    const groups = groupButtons([...grid, grid[0]!]);
    const all = Object.values(groups).flat();
    expect(all).toHaveLength(grid.length);
    expect(new Set(all.map((button) => button.customId))).toEqual(
      new Set(grid.map((button) => button.customId)),
    );
  });

  it('treats an action it does not know as other', () => {
    const groups = groupButtons([b('MJ::Something::new', 'New', 'somethingNew')]);
    expect(groups.other).toHaveLength(1);
  });

  it('has nothing for a task without buttons', () => {
    expect(Object.values(groupButtons([])).flat()).toEqual([]);
  });
});

describe('gridIndex', () => {
  it('reads the image number from the label, or else the customId', () => {
    expect(gridIndex(grid[1]!)).toBe(2);
    expect(gridIndex(b(`MJ::JOB::variation::3::${hash}`, '', 'variation'))).toBe(3);
    expect(gridIndex(upscaled[0]!)).toBeUndefined();
  });
});

describe('isGrid and pressedLabel', () => {
  it('tells a grid from an upscaled image', () => {
    expect(isGrid({ buttons: grid })).toBe(true);
    expect(isGrid({ buttons: upscaled })).toBe(false);
    expect(isGrid({ buttons: [] })).toBe(false);
  });

  it('reads the label the server kept for a follow-up', () => {
    expect(pressedLabel({ params: { label: 'U2' } })).toBe('U2');
    expect(pressedLabel({ params: { label: ' ' } })).toBeUndefined();
    expect(pressedLabel({ params: {} })).toBeUndefined();
  });
});
