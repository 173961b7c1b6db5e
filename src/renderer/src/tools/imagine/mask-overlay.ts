// The painted area as the mask editor shows it: the shapes drawn over the image on a canvas at the overlay's
// scale (the mask sent to the server is rasterized exactly, by ./mask.ts).
import type { MaskShape } from './mask';

export function drawShapes(
  canvas: HTMLCanvasElement | null,
  shapes: readonly MaskShape[],
  scale: number,
): void {
  const context = canvas?.getContext('2d');
  if (!canvas || !context) return;
  context.clearRect(0, 0, canvas.width, canvas.height);
  // Opaque here; the canvas is shown half transparent, so overlapping strokes do not darken.
  context.fillStyle = '#ff2d78';
  context.strokeStyle = '#ff2d78';
  context.lineCap = 'round';
  context.lineJoin = 'round';
  for (const shape of shapes) {
    if (shape.kind === 'rect') {
      context.fillRect(shape.x * scale, shape.y * scale, shape.width * scale, shape.height * scale);
      continue;
    }
    const [first, ...rest] = shape.points;
    if (!first) continue;
    context.beginPath();
    context.arc(first.x * scale, first.y * scale, shape.radius * scale, 0, Math.PI * 2);
    context.fill();
    if (rest.length === 0) continue;
    context.lineWidth = shape.radius * 2 * scale;
    context.beginPath();
    context.moveTo(first.x * scale, first.y * scale);
    for (const point of rest) context.lineTo(point.x * scale, point.y * scale);
    context.stroke();
  }
}
