import { useState } from 'react';
import { platform } from '../../platform';
import { avatarLook } from './avatar';
// Its look comes with it, so a page that shows only avatars (the console's lists) draws them too.
import './characters.css';

/** Decorative: the character's name is always written next to it. */
export function CharacterAvatar(props: { name: string; avatar: string | null; size?: number }) {
  const size = props.size ?? 48;
  // The address that failed to load: a new address gets its own try.
  const [failed, setFailed] = useState<string | null>(null);
  const broken = failed !== null && failed === props.avatar;
  const look = avatarLook(props.name, broken ? null : props.avatar, platform.apiBase());
  const style = { width: size, height: size, fontSize: Math.round(size * 0.42) };
  if (look.kind === 'image')
    return (
      <img
        className="character-avatar"
        style={style}
        src={look.src}
        alt=""
        loading="lazy"
        referrerPolicy="no-referrer"
        onError={() => setFailed(props.avatar)}
      />
    );
  if (look.kind === 'preset')
    return (
      <span
        className="character-avatar"
        style={{ ...style, background: look.art.color }}
        aria-hidden="true"
      >
        <svg
          viewBox="0 0 24 24"
          width={Math.round(size * 0.55)}
          height={Math.round(size * 0.55)}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {look.art.paths.map((d) => (
            <path key={d} d={d} />
          ))}
        </svg>
      </span>
    );
  return (
    <span
      className="character-avatar"
      style={{ ...style, background: look.color }}
      aria-hidden="true"
    >
      {look.letter}
    </span>
  );
}
