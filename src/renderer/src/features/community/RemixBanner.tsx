// Above a tool's form while it is filled from another's picture: whose, that the price below is what Generate
// costs, and (for tools that start from a picture) that the user adds their own.
import { useTranslation } from 'react-i18next';
import { fileUrl } from '../../api/upload';
import { messageOf } from '../tasks/use-image-slot';
import type { useRemix } from './use-remix';
import './remix.css';

export function RemixBanner(props: { remix: ReturnType<typeof useRemix>; needsInput?: boolean }) {
  const { t } = useTranslation();
  const { item, error, dismiss } = props.remix;
  if (!item && !error) return null;
  return (
    <div className="remix-banner" role="status" data-testid="remix-banner">
      {item && <img src={fileUrl(item.thumbUrl)} alt="" width={48} height={48} />}
      <div className="remix-banner-text">
        {item ? (
          <>
            <span>{t('community.remix.banner', { name: item.author.name })}</span>
            {props.needsInput && <span>{t('community.remix.bannerInput')}</span>}
          </>
        ) : (
          <span role="alert">{t('community.remix.failed', { reason: messageOf(error, t) })}</span>
        )}
      </div>
      <button type="button" className="btn btn-ghost" onClick={dismiss} data-testid="remix-dismiss">
        {t('community.remix.dismiss')}
      </button>
    </div>
  );
}
