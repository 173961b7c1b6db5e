// The graffiti board: draw with the pen or rub out with the eraser (pointer: mouse, pen or finger), choose a
// colour and a width, undo (also Ctrl+Z while the board has the focus) and clear. The drawing leaves as a
// PNG on white. `version` counts every change, so the page knows whether this drawing was already sent.
import { useCallback, useEffect, useRef, useState, type PointerEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '../../features/tasks/ChoiceGroup';

export const BOARD_SIZE = 768;
const UNDO_DEPTH = 30;
const COLOURS = ['#1f1f1f', '#e03131', '#1971c2', '#2f9e44', '#f08c00', '#9c36b5'] as const;
const COLOUR_NAMES = ['black', 'red', 'blue', 'green', 'orange', 'purple'] as const;
type Tool = 'pen' | 'eraser';

export interface Drawing {
  /** Strokes drawn since the last clear (0: nothing to send). */
  strokes: number;
  /** Changes so far (strokes, undos, clears). */
  version: number;
}

/** The board's picture as a PNG file, or undefined when nothing is drawn. */
export async function boardFile(canvas: HTMLCanvasElement | null): Promise<File | undefined> {
  if (!canvas) return undefined;
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  return blob ? new File([blob], 'graffiti.png', { type: 'image/png' }) : undefined;
}

function paper(context: CanvasRenderingContext2D) {
  context.save();
  context.globalCompositeOperation = 'source-over';
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, BOARD_SIZE, BOARD_SIZE);
  context.restore();
}

export function DoodleCanvas(props: {
  canvasRef: RefObject<HTMLCanvasElement | null>;
  onChange: (drawing: Drawing) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { canvasRef, onChange } = props;
  const [tool, setTool] = useState<Tool>('pen');
  const [colour, setColour] = useState<string>(COLOURS[0]);
  const [width, setWidth] = useState(8);
  const [drawing, setDrawing] = useState<Drawing>({ strokes: 0, version: 0 });
  const undo = useRef<Array<{ image: ImageData; strokes: number }>>([]);
  const last = useRef<{ x: number; y: number } | undefined>(undefined);

  const context = useCallback(() => canvasRef.current?.getContext('2d') ?? null, [canvasRef]);

  useEffect(() => {
    const ctx = context();
    if (ctx) paper(ctx);
  }, [context]);

  const change = (strokes: number) => {
    const next = { strokes, version: drawing.version + 1 };
    setDrawing(next);
    onChange(next);
  };

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - rect.left) / rect.width) * BOARD_SIZE,
      y: ((event.clientY - rect.top) / rect.height) * BOARD_SIZE,
    };
  };

  const line = (from: { x: number; y: number }, to: { x: number; y: number }) => {
    const ctx = context();
    if (!ctx) return;
    ctx.strokeStyle = tool === 'eraser' ? '#ffffff' : colour;
    ctx.lineWidth = tool === 'eraser' ? width * 3 : width;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.beginPath();
    ctx.moveTo(from.x, from.y);
    ctx.lineTo(to.x, to.y);
    ctx.stroke();
  };

  const down = (event: PointerEvent<HTMLCanvasElement>) => {
    if (props.disabled || event.button > 0) return;
    const ctx = context();
    if (!ctx) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    undo.current.push({
      image: ctx.getImageData(0, 0, BOARD_SIZE, BOARD_SIZE),
      strokes: drawing.strokes,
    });
    if (undo.current.length > UNDO_DEPTH) undo.current.shift();
    const at = point(event);
    last.current = at;
    line(at, at);
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!last.current) return;
    const at = point(event);
    line(last.current, at);
    last.current = at;
  };
  const up = () => {
    if (!last.current) return;
    last.current = undefined;
    change(drawing.strokes + 1);
  };

  const stepBack = () => {
    const ctx = context();
    const previous = undo.current.pop();
    if (!ctx || !previous) return;
    ctx.putImageData(previous.image, 0, 0);
    change(previous.strokes);
  };
  const clear = () => {
    const ctx = context();
    if (!ctx) return;
    undo.current = [];
    paper(ctx);
    change(0);
  };

  return (
    <div
      className="doodle-board"
      onKeyDown={(event) => {
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z') {
          event.preventDefault();
          stepBack();
        }
      }}
    >
      <div className="doodle-tools">
        <ChoiceGroup
          label={t('tools.doodle.tool')}
          testId="doodle-tool"
          value={tool}
          onChange={setTool}
          choices={[
            { value: 'pen', label: t('tools.doodle.pen') },
            { value: 'eraser', label: t('tools.doodle.eraser') },
          ]}
        />
        <fieldset className="choice-group doodle-colours" disabled={tool === 'eraser'}>
          <legend className="tool-label">{t('tools.doodle.colour')}</legend>
          <div className="choice-list">
            {COLOURS.map((value, index) => (
              <label
                key={value}
                className={value === colour ? 'swatch checked' : 'swatch'}
                title={t(`tools.doodle.colours.${COLOUR_NAMES[index]}`)}
              >
                <input
                  type="radio"
                  name="doodle-colour"
                  value={value}
                  checked={value === colour}
                  aria-label={t(`tools.doodle.colours.${COLOUR_NAMES[index]}`)}
                  onChange={() => setColour(value)}
                />
                <span className="swatch-dot" style={{ background: value }} aria-hidden="true" />
              </label>
            ))}
          </div>
        </fieldset>
        <label className="doodle-width">
          <span className="tool-label">{t('tools.doodle.width')}</span>
          <input
            type="range"
            min={2}
            max={40}
            value={width}
            onChange={(event) => setWidth(Number(event.target.value))}
          />
        </label>
        <div className="doodle-actions">
          <button
            type="button"
            className="btn"
            data-testid="doodle-undo"
            disabled={props.disabled || drawing.version === 0}
            onClick={stepBack}
            title={t('tools.doodle.undoKeys')}
          >
            {t('tools.doodle.undo')}
          </button>
          <button
            type="button"
            className="btn"
            data-testid="doodle-clear"
            disabled={props.disabled || drawing.strokes === 0}
            onClick={clear}
          >
            {t('tools.doodle.clear')}
          </button>
        </div>
      </div>
      <canvas
        ref={canvasRef}
        className="doodle-canvas"
        width={BOARD_SIZE}
        height={BOARD_SIZE}
        tabIndex={0}
        role="img"
        aria-label={t('tools.doodle.board')}
        data-testid="doodle-canvas"
        data-strokes={drawing.strokes}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
      />
    </div>
  );
}
