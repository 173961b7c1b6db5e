// Vary (Region), offered as "add element": the image with a brush and a rectangle to paint the area to
// change, and what to put there. Confirm uploads the painting as a mask (white where painted on black, the
// image's own size) and makes the task; Cancel (or Esc) leaves without asking anything of the server, so
// nothing is charged. The keyboard can mark areas too: on the image, the arrow keys move a frame, Shift with
// the arrows resizes it, and Enter or Space paints it.
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskImage } from '@shared/api/tasks';
import { MAX_PROMPT_CHARS } from '@shared/tools/fields';
import { useModalDialog } from '../../components/use-modal-dialog';
import { ChoiceGroup } from '../../features/tasks/ChoiceGroup';
import { fileUrl } from '../../api/upload';
import { isEmptyShape, rectFrom, toImagePoint, type MaskShape, type Point } from './mask';
import { drawShapes } from './mask-overlay';

type Tool = 'brush' | 'rect';
/** The overlay is drawn at most this many pixels on its longer side (the mask itself is exact). */
const OVERLAY_MAX = 1024;
/** The brush's radius as a share of the image's width: the slider's range and start. */
const BRUSH = { min: 1, max: 12, start: 4 } as const;
/** The keyboard frame: its step and smallest side, as shares of the image. */
const KEY_STEP = 0.05;

interface Frame {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function MaskEditor(props: {
  image: TaskImage;
  /** The task's prompt, to start from. */
  initialPrompt: string;
  /** The confirm is on its way. */
  pending: boolean;
  /** Why the last confirm did not make a task. */
  problem?: string;
  onConfirm: (shapes: MaskShape[], prompt: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { image } = props;
  const size = { width: image.width, height: image.height };
  const ids = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [tool, setTool] = useState<Tool>('brush');
  const [brush, setBrush] = useState<number>(BRUSH.start);
  const [shapes, setShapes] = useState<MaskShape[]>([]);
  const draft = useRef<{ shape: MaskShape; anchor: Point } | undefined>(undefined);
  const [prompt, setPrompt] = useState(props.initialPrompt);
  const [problem, setProblem] = useState<string>();
  const [frame, setFrame] = useState<Frame>({ x: 0.375, y: 0.375, width: 0.25, height: 0.25 });
  const [framing, setFraming] = useState(false);
  const scale = Math.min(1, OVERLAY_MAX / Math.max(image.width, image.height));
  const overlay = {
    width: Math.round(image.width * scale),
    height: Math.round(image.height * scale),
  };

  const onCancel = useRef(props.onCancel);
  useEffect(() => {
    onCancel.current = props.onCancel;
  });
  useModalDialog(dialog);

  const redraw = useCallback(
    (extra?: MaskShape) => drawShapes(canvas.current, extra ? [...shapes, extra] : shapes, scale),
    [shapes, scale],
  );
  useEffect(() => redraw(draft.current?.shape), [redraw]);

  const add = (shape: MaskShape) => {
    if (isEmptyShape(shape)) return;
    setShapes((old) => [...old, shape]);
    setProblem(undefined);
  };
  const undo = () => setShapes((old) => old.slice(0, -1));
  const clear = () => setShapes([]);

  const pointOf = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return toImagePoint({ x: event.clientX, y: event.clientY }, box, size);
  };
  const radius = (brush / 100) * image.width;
  const down = (event: PointerEvent<HTMLCanvasElement>) => {
    if (props.pending || event.button > 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const at = pointOf(event);
    draft.current = {
      anchor: at,
      shape: tool === 'brush' ? { kind: 'brush', radius, points: [at] } : rectFrom(at, at),
    };
    redraw(draft.current.shape);
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    const current = draft.current;
    if (!current) return;
    const at = pointOf(event);
    if (current.shape.kind === 'rect') current.shape = rectFrom(current.anchor, at);
    else {
      const last = current.shape.points.at(-1)!;
      // Points closer than a quarter of the brush add nothing to the painted area.
      if (Math.hypot(at.x - last.x, at.y - last.y) < current.shape.radius / 4) return;
      current.shape.points.push(at);
    }
    redraw(current.shape);
  };
  const up = () => {
    const current = draft.current;
    draft.current = undefined;
    if (current) add(current.shape);
  };

  const onCanvasKey = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    const step = moves[event.key];
    if (step) {
      event.preventDefault();
      setFraming(true);
      setFrame((old) => {
        const [dx, dy] = step;
        if (event.shiftKey) {
          const width = Math.min(1 - old.x, Math.max(KEY_STEP, old.width + dx * KEY_STEP));
          const height = Math.min(1 - old.y, Math.max(KEY_STEP, old.height + dy * KEY_STEP));
          return { ...old, width, height };
        }
        return {
          ...old,
          x: Math.min(1 - old.width, Math.max(0, old.x + dx * KEY_STEP)),
          y: Math.min(1 - old.height, Math.max(0, old.y + dy * KEY_STEP)),
        };
      });
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      add({
        kind: 'rect',
        x: frame.x * image.width,
        y: frame.y * image.height,
        width: frame.width * image.width,
        height: frame.height * image.height,
      });
    }
  };

  const confirm = () => {
    if (props.pending) return;
    if (shapes.length === 0) return setProblem(t('rules.maskRequired'));
    if (!prompt.trim()) return setProblem(t('rules.promptRequired'));
    setProblem(undefined);
    props.onConfirm(shapes, prompt.trim());
  };

  const shown = problem ?? props.problem;
  return (
    <dialog
      ref={dialog}
      className="mask-editor"
      aria-labelledby={`${ids}-title`}
      aria-describedby={`${ids}-lead`}
      data-testid="mask-editor"
      onCancel={(event) => {
        event.preventDefault();
        if (!props.pending) onCancel.current();
      }}
      onKeyDown={(event) => {
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z') {
          if ((event.target as HTMLElement).tagName === 'TEXTAREA') return;
          event.preventDefault();
          undo();
        } else if ((event.ctrlKey || event.metaKey) && event.key === 'Enter') {
          event.preventDefault();
          confirm();
        }
      }}
    >
      <header className="mask-head">
        <h2 id={`${ids}-title`}>{t('imagine.mask.title')}</h2>
        <p id={`${ids}-lead`}>{t('imagine.mask.lead')}</p>
      </header>
      <div className="mask-tools">
        <ChoiceGroup
          label={t('imagine.mask.tool')}
          testId="mask-tool"
          value={tool}
          onChange={setTool}
          choices={[
            { value: 'brush', label: t('imagine.mask.brush') },
            { value: 'rect', label: t('imagine.mask.rect') },
          ]}
        />
        <label className="mask-size" hidden={tool !== 'brush'}>
          <span className="tool-label">{t('imagine.mask.size')}</span>
          <input
            type="range"
            min={BRUSH.min}
            max={BRUSH.max}
            value={brush}
            data-testid="mask-brush-size"
            onChange={(event) => setBrush(Number(event.target.value))}
          />
        </label>
        <div className="mask-tool-actions">
          <button
            type="button"
            className="btn"
            data-testid="mask-undo"
            title={t('imagine.mask.undoKeys')}
            disabled={shapes.length === 0 || props.pending}
            onClick={undo}
          >
            {t('imagine.mask.undo')}
          </button>
          <button
            type="button"
            className="btn"
            data-testid="mask-clear"
            disabled={shapes.length === 0 || props.pending}
            onClick={clear}
          >
            {t('imagine.mask.clear')}
          </button>
        </div>
      </div>
      <div
        className="mask-stage"
        dir="ltr"
        style={{
          aspectRatio: `${image.width} / ${image.height}`,
          inlineSize: `min(100%, 640px, calc(60vh * ${(image.width / image.height).toFixed(4)}))`,
        }}
      >
        <img src={fileUrl(image.url)} alt="" draggable={false} />
        <canvas
          ref={canvas}
          className={`mask-canvas is-${tool}`}
          width={overlay.width}
          height={overlay.height}
          tabIndex={0}
          role="img"
          aria-label={t('imagine.mask.canvas')}
          aria-describedby={`${ids}-keys`}
          data-testid="mask-canvas"
          data-shapes={shapes.length}
          onPointerDown={down}
          onPointerMove={move}
          onPointerUp={up}
          onPointerCancel={up}
          onKeyDown={onCanvasKey}
          onFocus={() => setFraming(true)}
          onBlur={() => setFraming(false)}
        />
        {framing && (
          <span
            className="mask-frame"
            aria-hidden="true"
            style={{
              insetInlineStart: `${frame.x * 100}%`,
              insetBlockStart: `${frame.y * 100}%`,
              inlineSize: `${frame.width * 100}%`,
              blockSize: `${frame.height * 100}%`,
            }}
          />
        )}
      </div>
      <p id={`${ids}-keys`} className="mask-keys">
        {t('imagine.mask.keys')}
      </p>
      <div className="tool-field">
        <label htmlFor={`${ids}-prompt`} className="tool-label">
          {t('imagine.mask.prompt')}
        </label>
        <textarea
          id={`${ids}-prompt`}
          className="tool-textarea"
          rows={2}
          maxLength={MAX_PROMPT_CHARS}
          value={prompt}
          readOnly={props.pending}
          placeholder={t('imagine.mask.promptPlaceholder')}
          data-testid="mask-prompt"
          onChange={(event) => {
            setPrompt(event.target.value);
            setProblem(undefined);
          }}
        />
      </div>
      {shown && (
        <p className="tool-problem" role="alert" data-testid="mask-problem">
          {shown}
        </p>
      )}
      <p className="mask-note">{t('imagine.mask.note')}</p>
      <div className="mask-actions">
        <button
          type="button"
          className="btn"
          data-testid="mask-cancel"
          disabled={props.pending}
          onClick={props.onCancel}
        >
          {t('imagine.mask.cancel')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          data-testid="mask-confirm"
          aria-busy={props.pending}
          onClick={confirm}
        >
          {props.pending && <span className="spinner btn-spinner" aria-hidden="true" />}
          {props.pending ? t('tools.submit.sending') : t('imagine.mask.confirm')}
        </button>
      </div>
    </dialog>
  );
}
