// The console's Moderation section: the queue of what waits for a decision, and the checked words that hold
// a published prompt for review, as two tabs.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { panelId, tabId, Tabs } from '../../../components/Tabs';
import { QueueTab } from './QueueTab';
import { WordsTab } from './WordsTab';
import './moderation.css';

type Tab = 'queue' | 'words';
const ID = 'moderation';

export default function ModerationSection() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('queue');
  return (
    <div data-testid="admin-moderation">
      <h2>{t('admin.moderation.title')}</h2>
      <p className="muted">{t('admin.moderation.lead')}</p>
      <Tabs<Tab>
        tabs={[
          { id: 'queue', label: t('admin.moderation.tabs.queue') },
          { id: 'words', label: t('admin.moderation.tabs.words') },
        ]}
        active={tab}
        onChange={setTab}
        idPrefix={ID}
        label={t('admin.moderation.title')}
      />
      <div
        role="tabpanel"
        id={panelId(ID, tab)}
        aria-labelledby={tabId(ID, tab)}
        className="moderation-panel"
      >
        {tab === 'queue' ? <QueueTab /> : <WordsTab />}
      </div>
    </div>
  );
}
