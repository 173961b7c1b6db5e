import { describe, expect, it } from 'vitest';
import { AVATAR_PRESETS } from '@shared/api/roles';
import { PRESET_ART, avatarLook, colorFor, initialOf } from './avatar';

describe('avatars', () => {
  it('draws every preset', () => {
    for (const preset of AVATAR_PRESETS) expect(PRESET_ART[preset].paths.length).toBeGreaterThan(0);
    expect(avatarLook('Ann', 'preset:code', '')).toMatchObject({ kind: 'preset', preset: 'code' });
  });

  it('shows https images as they are and own-origin paths from the API server', () => {
    expect(avatarLook('Ann', 'https://cdn.example.com/a.png', 'https://api.example.com')).toEqual({
      kind: 'image',
      src: 'https://cdn.example.com/a.png',
    });
    expect(avatarLook('Ann', '/api/upload/a.png', 'https://api.example.com')).toEqual({
      kind: 'image',
      src: 'https://api.example.com/api/upload/a.png',
    });
  });

  it('falls back to the first letter, in any script, on a colour fixed by the name', () => {
    expect(avatarLook('ann', null, '')).toEqual({
      kind: 'letter',
      letter: 'A',
      color: colorFor('ann'),
    });
    expect(avatarLook('Ann', '//evil.example/a.png', '')).toMatchObject({ kind: 'letter' });
    expect(avatarLook('Ann', 'preset:dragon', '')).toMatchObject({ kind: 'letter' });
    expect(initialOf('  写作教练')).toBe('写');
    expect(initialOf('   ')).toBe('?');
    expect(colorFor('Travel Planner')).toBe(colorFor('Travel Planner'));
  });
});
