// The buttons under a Midjourney result, from the task's own list: U1–U4 and 🔄, V1–V4 under a grid; Vary
// (Strong / Subtle / Region), Zoom Out 2x / 1.5x and View image under an upscaled image; whatever else the
// proxy offers last. Each press makes a new task (its price is in the button's tooltip).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskButton, TaskView } from '@shared/api/tasks';
import { useTaskFormat } from '../../features/tasks/task-format';
import { useButtonPrices } from './button-price';
import { actionOf, gridIndex, groupButtons } from './midjourney-buttons';

export function MidjourneyActions(props: {
  task: TaskView;
  /** A press is on its way: every button waits. */
  busy: boolean;
  /** The button whose press is on its way. */
  pressing?: string;
  onPress: (button: TaskButton) => void;
  /** Opens the image at full size ("view image"); shown for a single image. */
  onView?: () => void;
}) {
  const { t } = useTranslation();
  const fmt = useTaskFormat();
  const { task } = props;
  const groups = groupButtons(task.buttons);
  const prices = useButtonPrices(task.buttons.map(actionOf));
  if (task.status !== 'succeeded' || (task.buttons.length === 0 && !props.onView)) return null;

  const describe = (button: TaskButton): { text: ReactNode; name: string } => {
    const action = actionOf(button);
    const n = gridIndex(button);
    if ((action === 'upscale' || action === 'variation') && n !== undefined)
      return {
        text: button.label || `${action === 'upscale' ? 'U' : 'V'}${n}`,
        name: t(`imagine.actions.${action}N`, { n }),
      };
    if (action === 'other' || action === 'upscale' || action === 'variation') {
      const text = [button.emoji, button.label].filter(Boolean).join(' ') || button.customId;
      return { text, name: button.label || t('imagine.actions.other') };
    }
    return {
      text: (
        <>
          {button.emoji && <span aria-hidden="true">{button.emoji}</span>}
          {action !== 'reroll' && <span>{t(`imagine.actions.${action}`)}</span>}
        </>
      ),
      name: t(`imagine.actions.${action}`),
    };
  };

  const render = (button: TaskButton) => {
    const action = actionOf(button);
    const { text, name } = describe(button);
    const price = prices[action];
    const pressing = props.pressing === button.customId;
    return (
      <button
        key={button.customId}
        type="button"
        className={`btn mj-button is-${action}`}
        data-testid="mj-button"
        data-action={action}
        data-label={button.label}
        aria-busy={pressing || undefined}
        // Stays pressable while another press is on its way: a second press is told to wait.
        aria-disabled={props.busy || undefined}
        title={
          price === undefined
            ? name
            : t('imagine.actions.costs', { name, amount: fmt.credits(price) })
        }
        onClick={() => props.onPress(button)}
      >
        {pressing && <span className="spinner btn-spinner mj-spinner" aria-hidden="true" />}
        {text}
        {typeof text === 'string' && text !== name && (
          <span className="sr-only">{`: ${name}`}</span>
        )}
        {action === 'reroll' && <span className="sr-only">{name}</span>}
      </button>
    );
  };

  const row = (id: string, label: string, buttons: TaskButton[], extra?: ReactNode) =>
    buttons.length > 0 || extra ? (
      <div className="mj-row" role="group" aria-label={label} data-testid={`mj-row-${id}`}>
        <span className="mj-row-label" aria-hidden="true">
          {label}
        </span>
        <div className="mj-row-buttons">
          {buttons.map(render)}
          {extra}
        </div>
      </div>
    ) : null;

  const view = props.onView ? (
    <button type="button" className="btn mj-button" data-testid="mj-view" onClick={props.onView}>
      <span aria-hidden="true">🔎</span> {t('imagine.actions.view')}
    </button>
  ) : undefined;

  return (
    <section
      className="mj-actions"
      aria-label={t('imagine.actions.label')}
      data-testid="mj-actions"
    >
      {row('upscale', t('imagine.actions.upscaleRow'), [...groups.upscale, ...groups.reroll])}
      {row('variation', t('imagine.actions.variationRow'), groups.variation)}
      {row('vary', t('imagine.actions.varyRow'), groups.vary)}
      {row('zoom', t('imagine.actions.zoomRow'), groups.zoom)}
      {row('more', t('imagine.actions.moreRow'), groups.other, view)}
      <p className="mj-hint">{t('imagine.actions.hint')}</p>
    </section>
  );
}
