// The free tier (sign-up credits and the models free accounts may use) and how credits are spent.
import { useTranslation } from 'react-i18next';
import { Card } from 'antd';
import type { PriceInfo } from '@shared/api/billing';
import { useModelList } from '../../queries/models';
import { useCreditsFormat } from '../../features/billing/credits-format';

/** Names for the free image models and the upscaler, which are not in the chat model list. */
const MODEL_NAMES: Record<string, string> = {
  sdxl: 'Stable Diffusion XL',
  'flux-schnell': 'Flux Schnell',
};

export function FreeTier({ info }: { info: PriceInfo }) {
  const { t } = useTranslation();
  const fmt = useCreditsFormat();
  const models = useModelList();
  const label = (id: string) =>
    id === 'upscaler'
      ? t('tools.upscaler.nav')
      : (models.find((model) => model.id === id)?.label ?? MODEL_NAMES[id] ?? id);
  return (
    <section className="section" aria-labelledby="free-title">
      <h2 id="free-title">{t('billing.price.free.title')}</h2>
      <Card className="free-card">
        <p>{t('billing.price.free.lead', { credits: fmt.credits(info.signupCredits) })}</p>
        <ul className="tags free-models" data-testid="free-models">
          {info.freeModels.map((id) => (
            <li key={id} className="tag tag-free">
              {label(id)}
            </li>
          ))}
        </ul>
        <p className="muted">{t('billing.price.free.upgrade')}</p>
      </Card>
    </section>
  );
}

export function HowCreditsWork({ info }: { info: PriceInfo }) {
  const { t } = useTranslation();
  return (
    <section className="section" aria-labelledby="how-title">
      <h2 id="how-title">{t('billing.price.how.title')}</h2>
      <ul className="how-list">
        <li>{t('billing.price.how.order')}</li>
        <li>{t('billing.price.how.topup', { count: info.topupValidMonths })}</li>
        <li>{t('billing.price.how.reset')}</li>
        <li>{t('billing.price.how.forever')}</li>
        <li>{t('billing.price.how.held')}</li>
      </ul>
    </section>
  );
}
