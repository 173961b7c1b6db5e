// Upscaler (/pic/super): an image of at most 1920x1080, a factor from 1.5x to 10x, the output size (at most
// 12000x12000) and its exact price before pressing; the result to open and download; past upscales below.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { upscalerTool } from '@shared/tools/upscaler';
import type { TaskView } from '@shared/api/tasks';
import { UPSCALE } from '@shared/tools/upscaler';
import { IMAGE_LIMITS } from '@shared/rules/image-limits';
import { useDebouncedValue } from '../../components/use-debounced-value';
import { tasksService } from '../../api/tasks';
import { ImagePicker } from '../../features/tasks/ImagePicker';
import { ToolSubmit } from '../../features/tasks/TaskPanel';
import { ToolPage } from '../../features/tasks/ToolPage';
import { ToolWorkspace } from '../../features/tasks/ToolWorkspace';
import { useQuote } from '../../queries/billing';
import { useToolInfo } from '../../queries/tools';
import { useImageSlot } from '../../features/tasks/use-image-slot';
import { useToolTask } from '../../features/tasks/use-tool-task';
import { outputSize } from './output-size';
import { RemixBanner } from '../../features/community/RemixBanner';
import { useRemix } from '../../features/community/use-remix';
import { useHandedImage } from '../../features/tasks/use-handed-image';

const STEP = 0.5;
const DEFAULT_SCALE = 2;
const { maxWidth = 1920, maxHeight = 1080 } = IMAGE_LIMITS.upscaler;

/** The exact price of this upscale, asked once the factor stops moving; undefined while it is asked. */
function useUpscaleQuote(size: { width: number; height: number; scale: number } | undefined) {
  const key = size ? JSON.stringify(size) : '';
  const settled = useDebouncedValue(key, 250);
  const quote = useQuote(
    settled ? { kind: 'upscale', ...(JSON.parse(settled) as typeof size & object) } : undefined,
  );
  return key === settled ? quote.data : undefined;
}

function describe(task: TaskView): string {
  const scale = Number(task.params.scale);
  const width = Number(task.params.width);
  const height = Number(task.params.height);
  return width && height ? `${scale}x · ${width} × ${height}` : `${scale}x`;
}

function Upscaler() {
  const { t } = useTranslation();
  const slot = useImageSlot('upscaler');
  const [scale, setScale] = useState(DEFAULT_SCALE);
  const remix = useRemix((item) => {
    if (typeof item.settings?.scale === 'number') setScale(item.settings.scale);
  });
  useHandedImage('super', slot.use);
  const access = useToolInfo('super');
  const tool = useToolTask(upscalerTool.calls, t('tools.upscaler.title'), slot.image?.id);
  const { image } = slot;
  const out = image ? outputSize(image.width, image.height, scale) : undefined;
  const quote = useUpscaleQuote(
    image && out
      ? { width: image.width, height: image.height, scale: out.width / image.width }
      : undefined,
  );

  const submit = () => {
    if (slot.busy) return tool.say(t('tools.picker.wait'));
    if (!image) return tool.say(t('tools.upscaler.imageRequired'));
    const body = { imageId: image.id, scale };
    void tool.start(body, (clientKey) =>
      tasksService.create(upscalerTool.calls.create, { ...body, clientKey }),
    );
  };

  const form = (
    <>
      <RemixBanner remix={remix} needsInput />
      <ImagePicker
        slot={slot}
        label={t('tools.upscaler.image')}
        hint={t('tools.upscaler.hint', { width: maxWidth, height: maxHeight })}
        testId="upscaler-image"
      />
      <div className="tool-field">
        <label htmlFor="upscale-scale" className="tool-label">
          {t('tools.upscaler.scale')}
        </label>
        <div className="tool-slider">
          <input
            id="upscale-scale"
            type="range"
            min={UPSCALE.minScale}
            max={UPSCALE.maxScale}
            step={STEP}
            value={scale}
            aria-valuetext={t('tools.upscaler.times', { value: scale })}
            data-testid="upscaler-scale"
            onChange={(event) => setScale(Number(event.target.value))}
          />
          <output
            htmlFor="upscale-scale"
            className="tool-slider-value"
            data-testid="upscaler-scale-value"
          >
            {t('tools.upscaler.times', { value: scale })}
          </output>
        </div>
      </div>
      <p className="tool-note" data-testid="upscaler-output" aria-live="polite">
        {out
          ? t('tools.upscaler.output', { width: out.width, height: out.height })
          : t('tools.upscaler.outputHint', { max: UPSCALE.maxOutputSide })}
      </p>
      {out?.limited && (
        <p className="tool-note" data-testid="upscaler-limited">
          {t('tools.upscaler.limited', { max: UPSCALE.maxOutputSide })}
        </p>
      )}
      <ToolSubmit
        tool={tool}
        access={{
          ...access,
          price: image ? (quote ?? 'pending') : undefined,
          priceKey: image ? undefined : 'tools.upscaler.priceExample',
        }}
        label={t('tools.upscaler.submit')}
        onSubmit={submit}
        testId="upscaler-submit"
      />
    </>
  );

  return (
    <ToolWorkspace
      tool={tool}
      calls={upscalerTool.calls}
      form={form}
      placeholder={t('tools.upscaler.placeholder')}
      history={{ title: t('tools.upscaler.history'), emptyText: t('tools.upscaler.empty') }}
      describe={describe}
    />
  );
}

export default function UpscalerPage() {
  const { t } = useTranslation();
  return (
    <ToolPage
      title={t('tools.upscaler.title')}
      lead={t('tools.upscaler.lead')}
      testId="upscaler-page"
    >
      <Upscaler />
    </ToolPage>
  );
}
