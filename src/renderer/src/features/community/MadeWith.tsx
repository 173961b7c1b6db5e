// How a picture was made, as far as its owner shows it: the tool, the model, the prompt and the settings.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ToolId } from '@shared/tools/nav';
import { useModelName } from './model-name';
import { toolOf } from './tools';

const valueText = (value: unknown) =>
  typeof value === 'object' ? JSON.stringify(value) : String(value);

function Row(props: { label: string; children: ReactNode; testId?: string; wide?: boolean }) {
  return (
    <div className={props.wide ? 'made-with-row wide' : 'made-with-row'}>
      <dt>{props.label}</dt>
      <dd data-testid={props.testId}>{props.children}</dd>
    </div>
  );
}

export function MadeWith(props: {
  kind: ToolId;
  model?: string;
  modelLabel?: string;
  prompt?: string;
  settings?: Record<string, unknown>;
}) {
  const { t, i18n } = useTranslation();
  const model = useModelName()(props.kind, props.model, props.modelLabel);
  const label = (key: string) =>
    i18n.exists(`community.settings.${key}`) ? t(`community.settings.${key}`) : key;
  return (
    <dl className="made-with" data-testid="made-with">
      <Row label={t('community.item.tool')}>{t(`${toolOf(props.kind).messages}.nav`)}</Row>
      {model && (
        <Row label={t('community.item.model')} testId="made-with-model">
          {model}
        </Row>
      )}
      {props.prompt && (
        <Row label={t('community.item.prompt')} testId="made-with-prompt" wide>
          {props.prompt}
        </Row>
      )}
      {Object.entries(props.settings ?? {}).map(([key, value]) => (
        <Row key={key} label={label(key)} wide={key === 'negativePrompt'}>
          {valueText(value)}
        </Row>
      ))}
    </dl>
  );
}
