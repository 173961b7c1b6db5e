// The helper templates' preset icons, drawn as inline SVG (emoji fonts are missing on many Linux desktops).
// A template names its icon by key; a key this build does not know is drawn as `spark`.
import type { ReactNode } from 'react';

const ICONS: Record<string, ReactNode> = {
  spark: (
    <path d="M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M6 18l2.5-2.5M15.5 8.5 18 6" />
  ),
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </>
  ),
  pen: <path d="M4 20l1-4L16 5l3 3L8 19l-4 1zM14 7l3 3" />,
  summary: <path d="M5 6h14M5 10h14M5 14h9M5 18h6" />,
  translate: (
    <path d="M4 5h8M8 3v2M10 5c0 4-2 7-5 9M6 8c1 2.5 3 4.5 5.5 5.5M13 21l4-9 4 9M14.5 18h5" />
  ),
  report: (
    <>
      <rect x="4" y="3" width="16" height="18" rx="2" />
      <path d="M8 17v-3M12 17V9M16 17v-6" />
    </>
  ),
  notes: (
    <>
      <rect x="5" y="3" width="14" height="18" rx="2" />
      <path d="M9 8h6M9 12h6M9 16h4" />
    </>
  ),
  briefcase: (
    <>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2M3 13h18" />
    </>
  ),
  question: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5v.7M12 17.5v.01" />
    </>
  ),
  calendar: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4M8 14h2M14 14h2M8 17h2" />
    </>
  ),
  bulb: (
    <path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.3.3.5.7.5 1.1v1h6v-1c0-.4.2-.8.5-1.1A6 6 0 0 0 12 3z" />
  ),
  quiz: (
    <>
      <rect x="4" y="3" width="16" height="18" rx="2" />
      <path d="m7.5 8.5 1.5 1.5 2.5-3M7.5 15.5 9 17l2.5-3M14 9h3M14 16h3" />
    </>
  ),
  tag: (
    <>
      <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9-9-9z" />
      <circle cx="7.5" cy="7.5" r="1.5" />
    </>
  ),
  megaphone: (
    <path d="M3 10v4a1 1 0 0 0 1 1h3l7 4V5L7 9H4a1 1 0 0 0-1 1zM18 9a4 4 0 0 1 0 6M7 15l1.5 5" />
  ),
  headline: <path d="M6 4v16M18 4v16M6 12h12M3 4h6M3 20h6M15 4h6M15 20h6" />,
  code: <path d="m8 8-4 4 4 4M16 8l4 4-4 4M13.5 5l-3 14" />,
  database: (
    <>
      <ellipse cx="12" cy="5" rx="8" ry="3" />
      <path d="M4 5v14c0 1.7 3.6 3 8 3s8-1.3 8-3V5M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3" />
    </>
  ),
  regex: (
    <>
      <path d="M16 3v9M12 5.25l8 4.5M20 5.25l-8 4.5" />
      <rect x="4" y="15" width="5" height="5" rx="1" />
    </>
  ),
  bug: (
    <>
      <rect x="7" y="8" width="10" height="12" rx="5" />
      <path d="M12 12v8M9 5l1.5 2.5M15 5l-1.5 2.5M3 13h4M17 13h4M4 19l3-1.5M20 19l-3-1.5M4 8l3 2M20 8l-3 2" />
    </>
  ),
  plane: (
    <path d="M21 15.5 13 11V5a1.5 1.5 0 0 0-3 0v6l-8 4.5V17l8-2.5V19l-2 1.5V22l3.5-1 3.5 1v-1.5L13 19v-4.5l8 2.5z" />
  ),
  chef: <path d="M6 14a4 4 0 0 1 .9-7.9A5 5 0 0 1 17.1 6.1 4 4 0 0 1 18 14v6H6v-6zM6 17h12" />,
  gift: (
    <>
      <rect x="3" y="8" width="18" height="4" rx="1" />
      <rect x="5" y="12" width="14" height="9" rx="1" />
      <path d="M12 8v13M12 8C10 4 6 4 6 6.5S10 8 12 8zM12 8c2-4 6-4 6-1.5S14 8 12 8z" />
    </>
  ),
};

export function HelperIcon({ icon, size = 24 }: { icon: string; size?: number }) {
  return (
    <svg
      className="helper-icon"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {ICONS[icon] ?? ICONS.spark}
    </svg>
  );
}
