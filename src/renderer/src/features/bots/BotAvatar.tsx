// A bot's picture: its uploaded image, or the first letter of its name on a colour picked from the name
// (the characters' rule, so the same name always looks the same). Decorative: the name is always written
// beside it.
import { useState } from 'react';
import { fileUrl } from '../../api/upload';
import { colorFor, initialOf } from '../characters/avatar';
import './bot-avatar.css';

export function BotAvatar(props: {
  name: string;
  /** A signed path of the server, or a local address of a picture being uploaded. */
  src: string | null;
  size?: number;
}) {
  const size = props.size ?? 48;
  const [failed, setFailed] = useState<string | null>(null);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.42) };
  if (props.src && failed !== props.src) {
    const src = props.src.startsWith('blob:') ? props.src : fileUrl(props.src);
    return (
      <img
        className="bot-avatar"
        style={style}
        src={src}
        alt=""
        onError={() => setFailed(props.src)}
      />
    );
  }
  return (
    <span
      className="bot-avatar"
      style={{ ...style, background: colorFor(props.name || '?') }}
      aria-hidden="true"
    >
      {initialOf(props.name)}
    </span>
  );
}
