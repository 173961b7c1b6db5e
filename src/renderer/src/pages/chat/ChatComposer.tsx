// The composer wired to the open conversation: its model (remembered for new conversations), the server's
// refusal of the last send (with the way forward: pricing for credits and locked models), send and stop.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Composer } from '../../features/chat/composer/Composer';
import { ModelPicker } from '../../features/chat/composer/ModelPicker';
import { defaultModel, useModelAccess } from '../../features/chat/composer/model-access';
import { dismissNotice, send, stopAnswer } from '../../features/chat/conversation-actions';
import { AlertIcon, CloseIcon } from '../../features/chat/icons';
import { useChatStore, type ChatNotice } from '../../features/chat/conversation-store';
import { useGlobalModelStore } from '../../stores/global-model';
import { useUserStore } from '../../stores/user';

/** Refusals whose way forward is the pricing page. */
const TO_PRICING = new Set(['INSUFFICIENT_CREDITS', 'MODEL_LOCKED']);

function NoticeView({ notice }: { notice: ChatNotice }) {
  const { t } = useTranslation();
  return (
    <div className="chat-notice" role="alert" data-testid="chat-notice" data-code={notice.code}>
      <AlertIcon size={16} />
      <span>
        {notice.msg}{' '}
        {notice.code && TO_PRICING.has(notice.code) && (
          <Link to="/price" data-testid="notice-pricing">
            {t('chat.composer.seePricing')}
          </Link>
        )}
      </span>
      <button
        type="button"
        className="chat-icon-btn"
        aria-label={t('chat.dismiss')}
        onClick={dismissNotice}
      >
        <CloseIcon size={14} />
      </button>
    </div>
  );
}

export function ChatComposer() {
  const { t } = useTranslation();
  const isAdmin = useUserStore((state) => state.user?.role === 'admin');
  const { models, access } = useModelAccess();
  const remembered = useGlobalModelStore((state) => state.name);
  const remember = useGlobalModelStore((state) => state.choose);
  const modelId = useChatStore((state) => state.model);
  const running = useChatStore((state) => state.running);
  const notice = useChatStore((state) => state.notice);
  const status = useChatStore((state) => state.status);
  const conversationId = useChatStore((state) => state.conversationId);
  const character = useChatStore((state) => state.character);
  const draftSettings = useChatStore((state) => state.draftSettings);
  const model = models.find((item) => item.id === modelId);
  const usable = model ? access(model).state === 'usable' : false;

  const fallback = defaultModel(models, access, remembered);
  useEffect(() => {
    // A new conversation starts with the remembered model, or the first one this account can use.
    if (status === 'new' && !modelId && fallback) useChatStore.setState({ model: fallback });
  }, [status, modelId, fallback]);

  const picker = (
    <ModelPicker
      models={models}
      access={access}
      value={modelId}
      onChange={(id) => {
        remember(id);
        useChatStore.setState({ model: id });
      }}
    />
  );
  const modelAccess = model ? access(model) : undefined;
  // With no model this server can run (a fresh install without keys), choosing another would not help.
  const noModel = models.every((candidate) => access(candidate).state === 'unavailable');
  const unusable = noModel ? (
    <div className="chat-notice" role="status" data-testid="chat-unavailable">
      <AlertIcon size={16} />
      <span>
        {t('chat.composer.noModels')}{' '}
        {isAdmin && <Link to="/setup">{t('chat.composer.openSetup')}</Link>}
      </span>
    </div>
  ) : (
    model &&
    modelAccess &&
    modelAccess.state !== 'usable' && (
      <div
        className="chat-notice"
        role="status"
        data-testid="model-unusable"
        data-access={modelAccess.state}
      >
        <AlertIcon size={16} />
        {modelAccess.state === 'locked' ? (
          <span>
            {t('chat.composer.modelLocked', { model: model.label })}{' '}
            <Link to="/price">{t('chat.composer.seePricing')}</Link>
          </span>
        ) : (
          <span>
            {t('chat.composer.modelUnusable', { model: model.label })}{' '}
            {modelAccess.reason && t(modelAccess.reason)}
          </span>
        )}
      </div>
    )
  );

  return (
    <Composer
      running={running}
      model={model}
      modelUsable={usable && status !== 'loading' && status !== 'error'}
      conversationId={conversationId}
      draft={{ characterId: character?.id || undefined, settings: draftSettings }}
      placeholder={
        character?.name
          ? t('chat.composer.placeholderTo', { name: character.name })
          : t('chat.composer.placeholder')
      }
      picker={picker}
      notice={notice ? <NoticeView notice={notice} /> : unusable}
      onSend={send}
      onStop={stopAnswer}
    />
  );
}
