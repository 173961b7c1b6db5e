// The three policy pages share one layout; their words live in the `docs` messages.
import { useTranslation } from 'react-i18next';
import { enUS } from '@shared/i18n/messages/en-US';
import '../../styles/doc.css';

type Kind = 'privacy' | 'terms' | 'refund';

export default function PolicyPage({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  const sections = Object.keys(enUS.docs[kind].sections);
  return (
    <article className="doc" data-testid={`policy-${kind}`}>
      <h1>{t(`docs.${kind}.title`)}</h1>
      <p className="updated">{t(`docs.${kind}.updated`)}</p>
      {sections.map((key) => (
        <section key={key}>
          <h2>{t(`docs.${kind}.sections.${key}.h`)}</h2>
          <p>{t(`docs.${kind}.sections.${key}.p`)}</p>
        </section>
      ))}
    </article>
  );
}
