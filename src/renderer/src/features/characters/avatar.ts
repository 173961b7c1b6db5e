// What a character's avatar draws: one of the preset pictures, an image, or the name's first letter on a
// colour picked from the name (so the same name always looks the same).
import { avatarPreset, type AvatarPreset } from '@shared/api/roles';

export interface PresetArt {
  color: string;
  /** Stroked paths on a 24×24 grid. */
  paths: string[];
}

export const PRESET_ART: Record<AvatarPreset, PresetArt> = {
  quill: { color: '#7c3aed', paths: ['M4 20l1-4L16 5l3 3L8 19z', 'M13.5 7.5l3 3'] },
  book: {
    color: '#2563eb',
    paths: [
      'M3 5h6a3 3 0 0 1 3 3v12a2 2 0 0 0-2-2H3z',
      'M21 5h-6a3 3 0 0 0-3 3v12a2 2 0 0 1 2-2h7z',
    ],
  },
  code: { color: '#0f766e', paths: ['M8 7l-5 5 5 5', 'M16 7l5 5-5 5', 'M14 4l-4 16'] },
  briefcase: { color: '#b45309', paths: ['M3 8h18v11H3z', 'M8 8V5h8v3', 'M3 13h18'] },
  leaf: { color: '#15803d', paths: ['M5 19C5 10 11 5 20 5c0 9-5 14-14 14', 'M5 19l8-8'] },
  globe: {
    color: '#0284c7',
    paths: [
      'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z',
      'M3 12h18',
      'M12 3c3 3 3 15 0 18',
      'M12 3c-3 3-3 15 0 18',
    ],
  },
  spark: { color: '#db2777', paths: ['M12 3l2 7 7 2-7 2-2 7-2-7-7-2 7-2z'] },
  compass: {
    color: '#4f46e5',
    paths: ['M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z', 'M15.5 8.5l-2 5-5 2 2-5z'],
  },
  heart: {
    color: '#dc2626',
    paths: ['M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.5A4 4 0 0 1 19 10c0 5.5-7 10-7 10z'],
  },
  music: {
    color: '#9333ea',
    paths: [
      'M9 18V5l11-2v13',
      'M9 18a3 3 0 1 1-6 0a3 3 0 1 1 6 0z',
      'M20 16a3 3 0 1 1-6 0a3 3 0 1 1 6 0z',
    ],
  },
  chat: { color: '#0891b2', paths: ['M4 5h16v11H9l-5 4z', 'M8 10h8'] },
  star: {
    color: '#ca8a04',
    paths: ['M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z'],
  },
};

const LETTER_COLORS = ['#2563eb', '#7c3aed', '#0f766e', '#b45309', '#db2777', '#0284c7', '#4f46e5'];

/** The first letter (or character of any script) of a name, upper-cased; `?` for a blank name. */
export function initialOf(name: string): string {
  const first = Array.from(name.trim())[0];
  return first ? first.toLocaleUpperCase() : '?';
}

export function colorFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return LETTER_COLORS[hash % LETTER_COLORS.length]!;
}

export type AvatarLook =
  | { kind: 'preset'; preset: AvatarPreset; art: PresetArt }
  | { kind: 'image'; src: string }
  | { kind: 'letter'; letter: string; color: string };

/** `apiBase` prefixes paths on Atrium's own origin (the desktop app talks to a remote server). */
export function avatarLook(name: string, avatar: string | null, apiBase: string): AvatarLook {
  const preset = avatarPreset(avatar);
  if (preset) return { kind: 'preset', preset, art: PRESET_ART[preset] };
  if (avatar?.startsWith('https://')) return { kind: 'image', src: avatar };
  if (avatar?.startsWith('/') && !avatar.startsWith('//'))
    return { kind: 'image', src: `${apiBase}${avatar}` };
  return { kind: 'letter', letter: initialOf(name), color: colorFor(name) };
}
