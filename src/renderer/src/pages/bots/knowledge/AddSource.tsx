// Adding knowledge, three ways: pasted text, files, a web page. Every way stays mounted while another is
// shown, so a half-written text survives a look at the others.
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { panelId, tabId, Tabs } from '../../../components/Tabs';
import { AddFiles } from './AddFiles';
import { AddText } from './AddText';
import { AddUrl } from './AddUrl';

const WAYS = ['text', 'files', 'url'] as const;
type Way = (typeof WAYS)[number];
const PREFIX = 'knowledge-add';

export function AddSource(props: { botId: string }) {
  const { t } = useTranslation();
  const [way, setWay] = useState<Way>('text');
  const panels: Record<Way, ReactElement> = {
    text: <AddText botId={props.botId} />,
    files: <AddFiles botId={props.botId} />,
    url: <AddUrl botId={props.botId} />,
  };
  return (
    <section className="knowledge-add" aria-labelledby="knowledge-add-title">
      <h3 id="knowledge-add-title">{t('bots.knowledge.addTitle')}</h3>
      <Tabs<Way>
        tabs={WAYS.map((id) => ({ id, label: t(`bots.knowledge.${id}`) }))}
        active={way}
        onChange={setWay}
        idPrefix={PREFIX}
        label={t('bots.knowledge.ways')}
        className="segmented"
      />
      {WAYS.map((id) => (
        <div
          key={id}
          role="tabpanel"
          id={panelId(PREFIX, id)}
          aria-labelledby={tabId(PREFIX, id)}
          hidden={id !== way}
        >
          {panels[id]}
        </div>
      ))}
    </section>
  );
}
