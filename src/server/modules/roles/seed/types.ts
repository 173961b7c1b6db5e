// The shape of the starter set: categories, and characters written in each language.
import type { AvatarPreset } from '@shared/api/roles';
import type { LocalizedText } from '../../../db/schema';

export interface SeedCategory {
  id: string;
  name: LocalizedText;
}

export interface SeedCharacter {
  /** Stable within its language; the stored seed key is `<locale>:<key>`. */
  key: string;
  category: string;
  avatar: AvatarPreset;
  name: string;
  description: string;
  greeting: string;
  /** Paragraphs of the system prompt. */
  prompt: string[];
}
