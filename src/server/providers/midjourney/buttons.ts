// What a Midjourney button does, read from its customId (the proxy lists the buttons; we never build one):
// the server prices a follow-up by it and the UI groups the buttons by it. The customIds are Midjourney's own,
// passed through by the proxy: `MJ::JOB::upsample::2::<hash>`, `MJ::Outpaint::50::1::<hash>::SOLO`…
import { MJ_ACTIONS, type MjAction } from '@shared/billing/prices';

export type MjButtonKind =
  | 'upscale'
  | 'variation'
  | 'lowVariation'
  | 'highVariation'
  | 'zoomOut2x'
  | 'zoomOut1_5x'
  | 'varyRegion'
  | 'reroll'
  | 'other';

// `upsample::N` only: `upsample_v6_2x_subtle` / `_creative` (Upscale Subtle / Creative) are other work.
// Outpaint 50 shrinks the picture to half inside a new frame (Zoom Out 2x), 75 to three quarters (1.5x).
const PATTERNS: Array<[RegExp, MjButtonKind]> = [
  [/^MJ::JOB::upsample::\d+::/, 'upscale'],
  [/^MJ::JOB::variation::\d+::/, 'variation'],
  [/^MJ::JOB::low_variation::/, 'lowVariation'],
  [/^MJ::JOB::high_variation::/, 'highVariation'],
  [/^MJ::Outpaint::50::/, 'zoomOut2x'],
  [/^MJ::Outpaint::75::/, 'zoomOut1_5x'],
  [/^MJ::Inpaint::/, 'varyRegion'],
  [/^MJ::JOB::reroll::/, 'reroll'],
];

export function mjButtonKind(customId: string): MjButtonKind {
  return PATTERNS.find(([pattern]) => pattern.test(customId))?.[1] ?? 'other';
}

/**
 * The price key (`midjourney` in the price table) of a button: its own action when the table prices it, a
 * re-roll as the new imagine it is; undefined for the rest (pan, custom zoom…), which the server does not offer.
 */
export function mjPriceAction(kind: MjButtonKind): MjAction | undefined {
  if (kind === 'reroll') return 'imagine';
  return (MJ_ACTIONS as readonly string[]).includes(kind) ? (kind as MjAction) : undefined;
}
