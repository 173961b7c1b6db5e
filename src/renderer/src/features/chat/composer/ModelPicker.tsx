// The model the next message goes to. Every model is listed: usable ones can be chosen; locked ones show a
// lock and, when chosen (click, Enter or Space), open the plans; unavailable ones show why. Arrow keys move,
// Enter chooses, Escape closes. The reason is part of the option itself (aria-describedby), not a link nested
// in it, so keyboards and screen readers reach it.
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ModelInfo } from '@shared/api/model';
import { useDismiss } from '../../../components/use-dismiss';
import { CheckIcon, ChevronDownIcon, LockIcon } from '../icons';
import type { ModelAccess } from './model-access';

export function ModelPicker(props: {
  models: ModelInfo[];
  access: (model: ModelInfo) => ModelAccess;
  value?: string;
  onChange: (id: string) => void;
  /** Opens upwards (the composer sits at the bottom). */
  placement?: 'up' | 'down';
  label?: string;
  testId?: string;
  /** What the button shows instead of the chosen model's name. */
  trigger?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  useDismiss(ref, open, close);
  useEffect(() => {
    if (!open) return;
    // The list opens on the chosen model (or the first), ready for the arrow keys.
    const all = Array.from(listRef.current?.querySelectorAll<HTMLElement>('[role=option]') ?? []);
    (all.find((item) => item.getAttribute('aria-selected') === 'true') ?? all[0])?.focus();
  }, [open]);
  const current = props.models.find((model) => model.id === props.value);

  const options = () =>
    Array.from(listRef.current?.querySelectorAll<HTMLElement>('[role=option]') ?? []);
  const onListKey = (event: KeyboardEvent) => {
    const all = options();
    const at = all.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      all[(at + step + all.length) % all.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      (event.key === 'Home' ? all[0] : all.at(-1))?.focus();
    }
  };
  const choose = (model: ModelInfo) => {
    const { state } = props.access(model);
    if (state === 'locked') {
      setOpen(false);
      void navigate('/price');
      return;
    }
    if (state !== 'usable') return;
    props.onChange(model.id);
    close();
  };

  return (
    <div className={`model-picker model-picker-${props.placement ?? 'up'}`} ref={ref}>
      <button
        ref={buttonRef}
        type="button"
        className={props.trigger ? 'chat-icon-btn' : 'model-picker-button'}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={props.label ?? t('chat.model.label')}
        title={props.label ?? t('chat.model.label')}
        data-testid={props.testId ?? 'model-picker'}
        data-model={props.value}
        onClick={() => setOpen((value) => !value)}
      >
        {props.trigger ?? (
          <>
            <span className="model-picker-name">{current?.label ?? t('chat.model.choose')}</span>
            <ChevronDownIcon size={14} />
          </>
        )}
      </button>
      {open && (
        <ul
          ref={listRef}
          id={listId}
          className="model-picker-list"
          role="listbox"
          aria-label={t('chat.model.label')}
          onKeyDown={onListKey}
        >
          {props.models.length === 0 && (
            <li className="model-picker-empty">{t('chat.model.none')}</li>
          )}
          {props.models.map((model) => {
            const access = props.access(model);
            const whyId = `${listId}-${model.id}-why`;
            const why =
              access.state === 'locked'
                ? t('chat.model.upgrade')
                : access.state === 'unavailable' && access.reason
                  ? t(access.reason)
                  : undefined;
            return (
              <li
                key={model.id}
                role="option"
                tabIndex={-1}
                aria-selected={model.id === props.value}
                aria-disabled={access.state === 'unavailable'}
                aria-describedby={why ? whyId : undefined}
                className={`model-option model-option-${access.state}`}
                data-testid="model-option"
                data-model={model.id}
                data-access={access.state}
                onClick={() => choose(model)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') {
                    event.preventDefault();
                    choose(model);
                  }
                }}
              >
                <span className="model-option-main">
                  <span className="model-option-label">{model.label}</span>
                  <span className="model-option-tags">
                    {model.vision && (
                      <span className="tag tag-vision">{t('chat.model.vision')}</span>
                    )}
                    {access.state === 'locked' && (
                      <span className="tag model-locked">
                        <LockIcon size={12} /> {t('chat.model.locked')}
                      </span>
                    )}
                    {access.state === 'unavailable' && (
                      <span className="tag tag-off">{t('chat.model.unavailable')}</span>
                    )}
                  </span>
                </span>
                {why && (
                  <span id={whyId} className="model-option-why">
                    {why}
                  </span>
                )}
                {model.id === props.value && (
                  <span className="model-option-check">
                    <CheckIcon size={16} />
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
