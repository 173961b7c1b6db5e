// What each chat model costs per 1,000 tokens, and which ones a free account may use: the others are shown
// locked with what unlocking them costs (the cheapest plan). The server enforces the same rule on every call.
import { useTranslation } from 'react-i18next';
import type { PriceInfo } from '@shared/api/billing';
import { useCredits } from '../../queries/credits';
import { useModelList } from '../../queries/models';
import { useUserStore } from '../../stores/user';
import { useCreditsFormat } from '../../features/billing/credits-format';

export function ModelPrices({ info }: { info: PriceInfo }) {
  const { t } = useTranslation();
  const fmt = useCreditsFormat();
  const models = useModelList();
  const signedIn = useUserStore((state) => Boolean(state.user));
  const subscribed = useCredits().data?.subscribed ?? false;
  const cheapest = Math.min(...info.plans.map((plan) => plan.monthlyPrice));
  const priced = models.filter((model) => info.table.chat[model.id]);
  if (!priced.length) return null;
  return (
    <section className="section" aria-labelledby="models-title">
      <h2 id="models-title">{t('billing.price.models.title')}</h2>
      <p className="muted">{t('billing.price.models.lead')}</p>
      <div className="table-scroll">
        <table className="model-prices" data-testid="model-prices">
          <thead>
            <tr>
              <th scope="col">{t('billing.price.models.model')}</th>
              <th scope="col">{t('billing.price.models.input')}</th>
              <th scope="col">{t('billing.price.models.output')}</th>
              <th scope="col">{t('billing.price.models.access')}</th>
            </tr>
          </thead>
          <tbody>
            {priced.map((model) => {
              const rate = info.table.chat[model.id]!;
              const free = info.freeModels.includes(model.id);
              const locked = !free && (!signedIn || !subscribed);
              // A model this server cannot run is not sold: no plan would make it usable here.
              const off = !model.available;
              return (
                <tr key={model.id} data-testid={`model-${model.id}`} data-locked={locked && !off}>
                  <th scope="row">{model.label}</th>
                  <td>{fmt.amount(rate.input)}</td>
                  <td>{fmt.amount(rate.output)}</td>
                  <td>
                    {off ? (
                      <span className="tag tag-off">{t('billing.price.models.unavailable')}</span>
                    ) : free ? (
                      <span className="tag tag-free">{t('billing.price.models.free')}</span>
                    ) : locked ? (
                      <span className="tag tag-locked">
                        <LockIcon />
                        {t('billing.price.models.locked', {
                          price: fmt.money(cheapest, info.currency),
                        })}
                      </span>
                    ) : (
                      <span className="tag">{t('billing.price.models.included')}</span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Drawn, not an emoji: emoji fonts are missing on many Linux desktops. */
function LockIcon() {
  return (
    <svg className="lock-icon" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
      <path
        fill="currentColor"
        d="M5 7V5a3 3 0 0 1 6 0v2h.5A1.5 1.5 0 0 1 13 8.5v5a1.5 1.5 0 0 1-1.5 1.5h-7A1.5 1.5 0 0 1 3 13.5v-5A1.5 1.5 0 0 1 4.5 7H5Zm1.5 0h3V5a1.5 1.5 0 0 0-3 0v2Z"
      />
    </svg>
  );
}
