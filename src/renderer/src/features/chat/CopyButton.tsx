// Copies text and says so for a moment. The Clipboard API needs a secure page (https or localhost); a server
// reached over plain http on a network falls back to the older selection copy.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, CopyIcon } from './icons';

export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const done = document.execCommand('copy');
    area.remove();
    return done;
  }
}

export function CopyButton(props: {
  /** Read when clicked (a code block's text is taken from the page as shown). */
  text: () => string;
  label: string;
  className?: string;
  testId?: string;
  showLabel?: boolean;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(timer);
  }, [copied]);
  const label = copied ? t('chat.copied') : props.label;
  return (
    <button
      type="button"
      className={props.className ?? 'chat-icon-btn'}
      aria-label={props.label}
      title={props.label}
      data-testid={props.testId}
      onClick={() => void copyText(props.text()).then(setCopied)}
    >
      {copied ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
      {props.showLabel && <span>{label}</span>}
      <span className="sr-only" aria-live="polite">
        {copied ? t('chat.copied') : ''}
      </span>
    </button>
  );
}
