import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useModels } from '../../queries/models';
import { viewStatus } from '../../queries/view-status';

export function ModelList() {
  const { t, i18n } = useTranslation();
  const query = useModels();
  const models = query.data ?? [];
  const status = viewStatus(query);
  return (
    <section className="section" aria-labelledby="models-title">
      <h2 id="models-title">{t('pages.home.modelsTitle')}</h2>
      <p className="lead">{t('pages.home.modelsLead')}</p>
      {status === 'error' && (
        <div className="card empty" role="alert">
          <p>{t('pages.home.modelsFailed')}</p>
          <button type="button" className="btn" onClick={() => void query.refetch()}>
            {t('app.retry')}
          </button>
        </div>
      )}
      {status === 'loaded' && models.length === 0 && (
        <div className="card empty">{t('pages.home.noModels')}</div>
      )}
      <div className="grid">
        {models.map((model) => {
          const body = (
            <>
              <h3>{model.label}</h3>
              <div className="tags">
                {model.free && <span className="tag tag-free">{t('pages.home.free')}</span>}
                {model.vision && <span className="tag tag-vision">{t('pages.home.vision')}</span>}
                {!model.available && (
                  <span className="tag tag-off">{t('pages.home.unavailable')}</span>
                )}
              </div>
              <span className="meta">
                {t('pages.home.contextWindow', {
                  tokens: new Intl.NumberFormat(i18n.language, { notation: 'compact' }).format(
                    model.contextWindow,
                  ),
                })}
              </span>
              {!model.available && model.reason && <span className="meta">{t(model.reason)}</span>}
            </>
          );
          // A usable model opens a chat with it; an unavailable one says why and goes nowhere.
          return model.available ? (
            <Link
              key={model.id}
              className="card model-card"
              to={`/chat?model=${encodeURIComponent(model.id)}`}
              title={t('pages.home.modelChat', { model: model.label })}
              data-testid="model-card"
            >
              {body}
            </Link>
          ) : (
            <article
              key={model.id}
              className="card model-card unavailable"
              data-testid="model-card"
            >
              {body}
            </article>
          );
        })}
      </div>
    </section>
  );
}
