// The conversation's settings: its instructions (added after its character's, which always stay), its
// temperature and how many earlier messages go with each question. The defaults show as such; saving a
// stored conversation's settings asks the server, a new conversation keeps them for its first message.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input, InputNumber, Modal, Radio, Slider } from 'antd';
import {
  DEFAULT_SETTINGS,
  MAX_CONTEXT_MESSAGES,
  MAX_INSTRUCTIONS_CHARS,
  maxTemperature,
  TEMPERATURE_MAX,
  type ConversationSettings,
} from '@shared/api/chat-conversation';
import { toast } from '../../api/toast';
import { useModelList } from '../../queries/models';
import { currentSettings, saveSettings } from './conversation-edits';
import { useChatStore } from './conversation-store';
import './settings.css';

/** What a custom temperature or context starts at when the user switches from the default. */
const FIRST_TEMPERATURE = 0.7;
const FIRST_CONTEXT = 10;

function SettingsForm(props: { onClose: () => void }) {
  const { t } = useTranslation();
  const character = useChatStore((state) => state.character);
  const stored = useChatStore((state) => Boolean(state.conversationId));
  const modelId = useChatStore((state) => state.model);
  const model = useModelList().find((item) => item.id === modelId);
  const [draft, setDraft] = useState<ConversationSettings>(
    () => currentSettings() ?? DEFAULT_SETTINGS,
  );
  const [saving, setSaving] = useState(false);
  const change = (values: Partial<ConversationSettings>) => setDraft({ ...draft, ...values });
  const highest = model ? maxTemperature(model.provider) : TEMPERATURE_MAX;

  const save = async () => {
    setSaving(true);
    const saved = await saveSettings({ ...draft, instructions: draft.instructions.trim() });
    setSaving(false);
    if (!saved) return;
    if (stored) toast('success', t('chat.settings.saved'));
    props.onClose();
  };

  return (
    <div className="settings-form" data-testid="settings-form">
      <p className="settings-lead">
        {stored ? t('chat.settings.lead') : t('chat.settings.leadNew')}
      </p>
      <label className="settings-label" htmlFor="settings-instructions">
        {t('chat.settings.instructions')}
      </label>
      <p className="settings-hint">{t('chat.settings.instructionsHint')}</p>
      {character?.name && (
        <p className="settings-note" data-testid="settings-character-note">
          {t('chat.settings.characterNote', { name: character.name })}
        </p>
      )}
      <Input.TextArea
        id="settings-instructions"
        data-testid="settings-instructions"
        value={draft.instructions}
        maxLength={MAX_INSTRUCTIONS_CHARS}
        showCount
        autoSize={{ minRows: 3, maxRows: 10 }}
        placeholder={t('chat.settings.instructionsPlaceholder')}
        onChange={(event) => change({ instructions: event.target.value })}
      />

      <fieldset className="settings-group">
        <legend className="settings-label">{t('chat.settings.temperature')}</legend>
        <p className="settings-hint">{t('chat.settings.temperatureHint')}</p>
        <Radio.Group
          value={draft.temperature === null ? 'default' : 'custom'}
          onChange={(event) =>
            change({ temperature: event.target.value === 'default' ? null : FIRST_TEMPERATURE })
          }
        >
          <Radio value="default" data-testid="settings-temperature-default">
            {t('chat.settings.modelDefault')}
          </Radio>
          <Radio value="custom" data-testid="settings-temperature-custom">
            {t('chat.settings.custom')}
          </Radio>
        </Radio.Group>
        {draft.temperature !== null && (
          <div className="settings-row">
            <Slider
              className="settings-slider"
              min={0}
              max={TEMPERATURE_MAX}
              step={0.1}
              marks={{ 0: '0', 1: '1', [TEMPERATURE_MAX]: String(TEMPERATURE_MAX) }}
              value={draft.temperature}
              aria-label={t('chat.settings.temperature')}
              onChange={(value) => change({ temperature: value })}
            />
            <InputNumber
              data-testid="settings-temperature"
              aria-label={t('chat.settings.temperature')}
              min={0}
              max={TEMPERATURE_MAX}
              step={0.1}
              precision={1}
              value={draft.temperature}
              status={draft.temperature > highest ? 'warning' : undefined}
              onChange={(value) => change({ temperature: value ?? 0 })}
            />
          </div>
        )}
      </fieldset>

      <fieldset className="settings-group">
        <legend className="settings-label">{t('chat.settings.context')}</legend>
        <p className="settings-hint">{t('chat.settings.contextHint')}</p>
        <Radio.Group
          className="settings-stack"
          value={draft.contextMessages === null ? 'all' : 'last'}
          onChange={(event) =>
            change({ contextMessages: event.target.value === 'all' ? null : FIRST_CONTEXT })
          }
        >
          <Radio value="all" data-testid="settings-context-all">
            {model
              ? t('chat.settings.contextAllWindow', { tokens: model.contextWindow })
              : t('chat.settings.contextAll')}
          </Radio>
          <Radio value="last" data-testid="settings-context-last">
            <span className="settings-inline">
              {t('chat.settings.contextLast')}
              <InputNumber
                size="small"
                data-testid="settings-context"
                aria-label={t('chat.settings.context')}
                min={0}
                max={MAX_CONTEXT_MESSAGES}
                precision={0}
                disabled={draft.contextMessages === null}
                value={draft.contextMessages ?? FIRST_CONTEXT}
                onChange={(value) => change({ contextMessages: value ?? 0 })}
              />
              {t('chat.settings.contextUnit')}
            </span>
          </Radio>
        </Radio.Group>
      </fieldset>

      <div className="settings-actions">
        <Button data-testid="settings-reset" onClick={() => setDraft(DEFAULT_SETTINGS)}>
          {t('chat.settings.reset')}
        </Button>
        <span className="settings-spacer" />
        <Button onClick={props.onClose}>{t('chat.settings.cancel')}</Button>
        <Button
          type="primary"
          loading={saving}
          data-testid="settings-save"
          onClick={() => void save()}
        >
          {t('chat.settings.save')}
        </Button>
      </div>
    </div>
  );
}

export function SettingsDialog(props: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={props.open}
      title={t('chat.settings.title')}
      onCancel={props.onClose}
      footer={null}
      destroyOnHidden
      data-testid="settings-dialog"
    >
      {/* Made afresh at each opening: it starts from the settings as they are now. */}
      {props.open && <SettingsForm onClose={props.onClose} />}
    </Modal>
  );
}
