// Links and images inside an answer, under the rules of safe-urls.ts.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { platform } from '../../../platform';
import { linkTarget, safeImageSrc, type Origins } from './safe-urls';

export function currentOrigins(): Origins {
  return { apiBase: platform.apiBase(), pageOrigin: window.location.origin };
}

export function MarkdownLink({ href, children }: { href?: string; children: ReactNode }) {
  const target = linkTarget(href);
  if (target.kind === 'anchor') return <a href={target.href}>{children}</a>;
  if (target.kind === 'none')
    return (
      <span className="md-link-blocked" title={href}>
        {children}
      </span>
    );
  return (
    <a
      href={target.href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        // The desktop app opens web pages in the system browser, never in its own window.
        if (platform.kind !== 'desktop') return;
        event.preventDefault();
        platform.openExternal(target.href);
      }}
    >
      {children}
    </a>
  );
}

export function MarkdownImage({ src, alt }: { src?: string; alt?: string }) {
  const { t } = useTranslation();
  const safe = safeImageSrc(src, currentOrigins());
  if (safe) return <img className="md-image" src={safe} alt={alt ?? ''} loading="lazy" />;
  // Not loaded: it would call a server other than Atrium's. Its description and address stay readable.
  return (
    <span className="md-image-blocked" data-testid="md-image-blocked">
      <span>{t('chat.message.imageBlocked', { alt: alt || t('chat.message.image') })}</span>{' '}
      {src && <MarkdownLink href={src}>{src}</MarkdownLink>}
    </span>
  );
}
