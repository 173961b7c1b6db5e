import { describe, expect, it } from 'vitest';
import { MJ_ACTIONS } from '@shared/billing/prices';
import { mjButtonKind, mjPriceAction, type MjButtonKind } from './buttons';

const hash = '7af96d1a-67c7-4d74-b173-8430c98c7631';

describe('mjButtonKind', () => {
  it('reads each follow-up from the customIds the proxy lists', () => {
    const cases: Array<[string, MjButtonKind]> = [
      [`MJ::JOB::upsample::1::${hash}`, 'upscale'],
      [`MJ::JOB::upsample::4::${hash}`, 'upscale'],
      [`MJ::JOB::variation::2::${hash}`, 'variation'],
      [`MJ::JOB::variation::1::${hash}::SOLO`, 'variation'],
      [`MJ::JOB::low_variation::1::${hash}::SOLO`, 'lowVariation'],
      [`MJ::JOB::high_variation::1::${hash}::SOLO`, 'highVariation'],
      [`MJ::Outpaint::50::1::${hash}::SOLO`, 'zoomOut2x'],
      [`MJ::Outpaint::75::1::${hash}::SOLO`, 'zoomOut1_5x'],
      [`MJ::Inpaint::1::${hash}::SOLO`, 'varyRegion'],
      [`MJ::JOB::reroll::0::${hash}::SOLO`, 'reroll'],
    ];
    for (const [customId, kind] of cases) expect(mjButtonKind(customId), customId).toBe(kind);
  });

  it('calls everything else other, look-alikes included', () => {
    for (const customId of [
      `MJ::JOB::upsample_v6_2x_subtle::1::${hash}::SOLO`,
      `MJ::JOB::upsample_v6_2x_creative::1::${hash}::SOLO`,
      `MJ::JOB::pan_left::1::${hash}::SOLO`,
      `MJ::CustomZoom::${hash}`,
      `MJ::Outpaint::100::1::${hash}::SOLO`,
      `MJ::BOOKMARK::${hash}`,
      `mj::job::upsample::1::${hash}`,
      `x MJ::JOB::upsample::1::${hash}`,
      '',
    ])
      expect(mjButtonKind(customId), customId).toBe('other');
  });
});

describe('mjPriceAction', () => {
  it('prices each offered button by its own action and a re-roll as an imagine', () => {
    for (const kind of [
      'upscale',
      'variation',
      'lowVariation',
      'highVariation',
      'zoomOut2x',
      'zoomOut1_5x',
      'varyRegion',
    ] as const) {
      expect(mjPriceAction(kind)).toBe(kind);
      expect(MJ_ACTIONS).toContain(kind);
    }
    expect(mjPriceAction('reroll')).toBe('imagine');
    expect(mjPriceAction('other')).toBeUndefined();
  });
});
