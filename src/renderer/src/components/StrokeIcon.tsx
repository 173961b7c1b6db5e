// Icons are inline SVG on a 24-unit grid, stroked with the current colour, so they follow the text's colour
// and need no icon font. Decorative: whatever holds them carries the label.
import type { ReactNode } from 'react';

export function StrokeIcon(props: {
  children: ReactNode;
  size?: number;
  strokeWidth?: number;
  className?: string;
}) {
  const size = props.size ?? 18;
  return (
    <svg
      className={props.className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={props.strokeWidth ?? 1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {props.children}
    </svg>
  );
}

/** How an icon may be sized and styled where it is placed. */
export type IconProps = Omit<Parameters<typeof StrokeIcon>[0], 'children'>;

/** An icon of one or more paths. */
export function PathIcon(props: IconProps & { d: readonly string[] }) {
  const { d, ...rest } = props;
  return (
    <StrokeIcon {...rest}>
      {d.map((path) => (
        <path key={path} d={path} />
      ))}
    </StrokeIcon>
  );
}

/** A picture: the image tools' own glyph. */
export const IMAGE_ICON = [
  'M4 5h16v14H4z',
  'M4 16l5-5 4 4 3-3 4 4',
  'M13.5 9.5a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0',
] as const;
