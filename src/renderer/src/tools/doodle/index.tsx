// Graffiti (/tools/doodle): draw on the board or upload a drawing, choose a style type and how many pictures
// (1–4), and have it turned into art. Without a drawing: "Please upload a graffiti image first."; without a
// style: "Please choose a style type." A failure shows Failed with Try Again; a busy service says "Sorry, the
// creation is too much. Please try again later."
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { doodleTool } from '@shared/tools/doodle';
import type { TaskView } from '@shared/api/tasks';
import { DOODLE_STYLES, type DoodleStyle } from '@shared/tools/doodle';
import { MAX_IMAGE_COUNT, MAX_PROMPT_CHARS } from '@shared/tools/fields';
import { tasksService } from '../../api/tasks';
import { uploadService } from '../../api/upload';
import { ChoiceGroup } from '../../features/tasks/ChoiceGroup';
import { ImagePicker } from '../../features/tasks/ImagePicker';
import { ToolSubmit } from '../../features/tasks/TaskPanel';
import { ToolPage } from '../../features/tasks/ToolPage';
import { ToolWorkspace } from '../../features/tasks/ToolWorkspace';
import { useToolInfo } from '../../queries/tools';
import { useImageSlot } from '../../features/tasks/use-image-slot';
import { useToolTask } from '../../features/tasks/use-tool-task';
import { boardFile, DoodleCanvas, type Drawing } from './DoodleCanvas';
import './doodle.css';
import { RemixBanner } from '../../features/community/RemixBanner';
import { offered, useRemix } from '../../features/community/use-remix';
import { useHandedImage } from '../../features/tasks/use-handed-image';

type Source = 'draw' | 'upload';
/** A busy image service, which the graffiti page names in its own words. */
const BUSY = ['PROVIDER_BUSY', 'PROVIDER_RATE_LIMITED', 'RATE_LIMITED'];
const COUNTS = Array.from({ length: MAX_IMAGE_COUNT }, (_, index) => String(index + 1));

function Doodle() {
  const { t } = useTranslation();
  const [source, setSource] = useState<Source>('draw');
  const [drawing, setDrawing] = useState<Drawing>({ strokes: 0, version: 0 });
  const canvas = useRef<HTMLCanvasElement>(null);
  /** The drawing already uploaded (by its version), so pressing again does not send it twice. */
  const sent = useRef<{ version: number; imageId: string }>(undefined);
  const slot = useImageSlot('doodle');
  const [style, setStyle] = useState<DoodleStyle>();
  const [count, setCount] = useState(1);
  const [prompt, setPrompt] = useState('');
  const remix = useRemix((item) => {
    const settings = item.settings ?? {};
    const chosen = offered(settings.style, DOODLE_STYLES);
    if (chosen) setStyle(chosen);
    if (typeof settings.count === 'number')
      setCount(Math.min(MAX_IMAGE_COUNT, Math.max(1, settings.count)));
    setPrompt(item.prompt ?? '');
  });
  useHandedImage('doodle', (image) => {
    setSource('upload');
    slot.use(image);
  });
  const access = useToolInfo('doodle');
  const tool = useToolTask(
    doodleTool.calls,
    t('tools.doodle.title'),
    [source, drawing.version, slot.image?.id, style, prompt].join('|'),
  );
  const failureText = (code: string) =>
    BUSY.includes(code) ? t('errors.providerBusy') : undefined;
  const styleName = (id: string) =>
    (DOODLE_STYLES as readonly string[]).includes(id) ? t(`tools.doodle.styles.${id}`) : id;
  const describe = (task: TaskView) =>
    `${styleName(String(task.params.style ?? task.model))} · ${t('tools.doodle.pictures', {
      count: Number(task.params.count ?? 1),
    })}`;

  /** The uploaded drawing's id: the board's picture (uploaded once per version) or the chosen file. */
  const drawingId = async (): Promise<string> => {
    if (source === 'upload') return slot.image!.id;
    if (sent.current?.version === drawing.version) return sent.current.imageId;
    const file = await boardFile(canvas.current);
    if (!file) throw new Error('the board could not be read');
    const uploaded = await uploadService.upload('doodle', file, { silent: true });
    sent.current = { version: drawing.version, imageId: uploaded.id };
    return uploaded.id;
  };

  const submit = () => {
    if (source === 'upload' && slot.busy) return tool.say(t('tools.picker.wait'));
    const hasDrawing = source === 'draw' ? drawing.strokes > 0 : Boolean(slot.image);
    if (!hasDrawing) return tool.say(t('rules.doodleRequired'));
    if (!style) return tool.say(t('rules.styleRequired'));
    const text = prompt.trim() || undefined;
    const request = {
      drawing: source === 'draw' ? `board:${drawing.version}` : slot.image?.id,
      style,
      count,
      prompt: text,
    };
    void tool.start(request, async (clientKey) =>
      tasksService.create(doodleTool.calls.create, {
        imageId: await drawingId(),
        style,
        count,
        prompt: text,
        clientKey,
      }),
    );
  };

  const form = (
    <>
      <RemixBanner remix={remix} needsInput />
      <ChoiceGroup
        label={t('tools.doodle.source')}
        testId="doodle-source"
        value={source}
        onChange={setSource}
        choices={[
          { value: 'draw', label: t('tools.doodle.draw') },
          { value: 'upload', label: t('tools.doodle.upload') },
        ]}
      />
      {source === 'draw' ? (
        <DoodleCanvas canvasRef={canvas} onChange={setDrawing} />
      ) : (
        <ImagePicker
          slot={slot}
          label={t('tools.doodle.image')}
          hint={t('tools.doodle.imageHint')}
          testId="doodle-image"
        />
      )}
      <ChoiceGroup
        label={t('tools.doodle.style')}
        testId="doodle-style"
        value={style}
        onChange={setStyle}
        choices={DOODLE_STYLES.map((value) => ({ value, label: styleName(value) }))}
      />
      <ChoiceGroup
        label={t('tools.doodle.count')}
        testId="doodle-count"
        value={String(count)}
        onChange={(value) => setCount(Number(value))}
        choices={COUNTS.map((value) => ({ value, label: value }))}
      />
      <div className="tool-field">
        <label htmlFor="doodle-prompt" className="tool-label">
          {t('tools.doodle.prompt')}
        </label>
        <textarea
          id="doodle-prompt"
          className="tool-textarea"
          rows={2}
          maxLength={MAX_PROMPT_CHARS}
          value={prompt}
          placeholder={t('tools.doodle.promptPlaceholder')}
          data-testid="doodle-prompt"
          onChange={(event) => setPrompt(event.target.value)}
        />
      </div>
      <ToolSubmit
        tool={tool}
        access={{ ...access, price: access.tool ? access.tool.price * count : undefined }}
        label={t('tools.doodle.submit')}
        onSubmit={submit}
        testId="doodle-submit"
        failureText={failureText}
      />
    </>
  );

  return (
    <ToolWorkspace
      tool={tool}
      calls={doodleTool.calls}
      form={form}
      placeholder={t('tools.doodle.placeholder')}
      history={{ title: t('tools.doodle.history'), emptyText: t('tools.doodle.empty') }}
      describe={describe}
      failureText={failureText}
    />
  );
}

export default function DoodlePage() {
  const { t } = useTranslation();
  return (
    <ToolPage title={t('tools.doodle.title')} lead={t('tools.doodle.lead')} testId="doodle-page">
      <Doodle />
    </ToolPage>
  );
}
