import { describe, expect, it } from 'vitest';
import { avatarPreset, characterInput, isValidAvatar } from './roles';

describe('avatars', () => {
  it('accepts presets, https addresses and paths on the own origin', () => {
    expect(isValidAvatar('preset:quill')).toBe(true);
    expect(isValidAvatar('https://cdn.example.com/a.png')).toBe(true);
    expect(isValidAvatar('/api/upload/file/abc.png?sig=1')).toBe(true);
  });

  it('refuses other schemes, protocol-relative addresses, unknown presets and markup', () => {
    for (const value of [
      'http://example.com/a.png',
      '//evil.example/a.png',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'preset:dragon',
      'https://example.com/a.png" onerror="x',
      `https://example.com/${'a'.repeat(600)}`,
    ])
      expect(isValidAvatar(value), value).toBe(false);
  });

  it('names the preset of a stored avatar', () => {
    expect(avatarPreset('preset:code')).toBe('code');
    expect(avatarPreset('https://cdn.example.com/a.png')).toBeUndefined();
    expect(avatarPreset(null)).toBeUndefined();
  });
});

describe('characterInput', () => {
  const base = { name: 'A', systemPrompt: 'Be kind.', categoryId: 'writing' };

  it('trims and fills defaults', () => {
    expect(characterInput.parse({ ...base, name: '  Ann  ' })).toEqual({
      name: 'Ann',
      systemPrompt: 'Be kind.',
      categoryId: 'writing',
      description: '',
      greeting: '',
      visibility: 'private',
    });
  });

  it('answers with message keys of the roles namespace', () => {
    const issue = (input: object) =>
      characterInput.safeParse({ ...base, ...input }).error?.issues[0];
    expect(issue({ name: '' })?.message).toBe('roles.invalid.name');
    expect(issue({ systemPrompt: 'x'.repeat(8001) })?.message).toBe('roles.invalid.systemPrompt');
    expect(issue({ categoryId: 'Bad Id' })?.message).toBe('roles.invalid.category');
  });
});
