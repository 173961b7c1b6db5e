// Style conversion (/style-turn): a photo of a person redrawn in a style, Ghibli first (the style people
// come for); the presets and their prices come from the server. "My records" lists the user's conversions.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styleTool } from '@shared/tools/style';
import type { TaskView } from '@shared/api/tasks';
import { STYLE_PRESETS, type StylePresetId } from '@shared/tools/style';
import { tasksService } from '../../api/tasks';
import { ChoiceGroup } from '../../features/tasks/ChoiceGroup';
import { useTaskFormat } from '../../features/tasks/task-format';
import { ImagePicker } from '../../features/tasks/ImagePicker';
import { ToolSubmit } from '../../features/tasks/TaskPanel';
import { ToolPage } from '../../features/tasks/ToolPage';
import { ToolWorkspace } from '../../features/tasks/ToolWorkspace';
import { useStylePresets, useToolInfo } from '../../queries/tools';
import { useImageSlot } from '../../features/tasks/use-image-slot';
import { useToolTask } from '../../features/tasks/use-tool-task';
import { RemixBanner } from '../../features/community/RemixBanner';
import { useRemix } from '../../features/community/use-remix';
import { useHandedImage } from '../../features/tasks/use-handed-image';

const FIRST: StylePresetId = 'ghibli';
const isPreset = (id: string): id is StylePresetId =>
  STYLE_PRESETS.some((preset) => preset.id === id);

function StyleTurn() {
  const { t } = useTranslation();
  const fmt = useTaskFormat();
  const slot = useImageSlot('portrait');
  const [styleId, setStyleId] = useState<StylePresetId>(FIRST);
  const remix = useRemix((item) => {
    const chosen = String(item.settings?.styleId ?? '');
    if (isPreset(chosen)) setStyleId(chosen);
  });
  useHandedImage('style', slot.use);
  const tool = useToolTask(
    styleTool.calls,
    t('tools.style.title'),
    [slot.image?.id, styleId].join('|'),
  );
  const access = useToolInfo(styleId === 'ghibli' ? 'ghibli' : 'style');
  const presetQuery = useStylePresets();
  const presetsFailed = presetQuery.isError && !presetQuery.isFetching && !presetQuery.data;
  const presets = presetQuery.data
    ?.filter((preset) => isPreset(preset.id))
    // Ghibli first, the rest as the server lists them.
    .sort((a, b) => Number(b.id === FIRST) - Number(a.id === FIRST));
  const chosen = presets?.find((preset) => preset.id === styleId);
  const presetName = (id: string) => (isPreset(id) ? t(`tools.style.presets.${id}.name`) : id);
  const describe = (task: TaskView) => presetName(String(task.params.styleId ?? task.model));

  const submit = () => {
    if (slot.busy) return tool.say(t('tools.picker.wait'));
    if (!slot.image) return tool.say(t('tools.common.photoRequired'));
    const body = { imageId: slot.image.id, styleId };
    void tool.start(body, (clientKey) =>
      tasksService.create(styleTool.calls.create, { ...body, clientKey }),
    );
  };

  const form = (
    <>
      <RemixBanner remix={remix} needsInput />
      <ImagePicker
        slot={slot}
        label={t('tools.style.photo')}
        hint={t('tools.style.photoHint')}
        testId="style-image"
      />
      {presetsFailed ? (
        <div className="tool-access is-error" role="alert">
          <span>{t('tools.style.presetsFailed')}</span>
          <button type="button" className="btn" onClick={() => void presetQuery.refetch()}>
            {t('app.retry')}
          </button>
        </div>
      ) : (
        <ChoiceGroup
          label={t('tools.style.preset')}
          testId="style-preset"
          cards
          value={styleId}
          onChange={setStyleId}
          choices={(presets ?? STYLE_PRESETS.map((preset) => ({ id: preset.id }))).map((preset) => {
            const info = presets?.find((item) => item.id === preset.id);
            return {
              value: preset.id as StylePresetId,
              label: presetName(preset.id),
              detail: info
                ? info.available
                  ? `${t(`tools.style.presets.${preset.id}.text`)} · ${fmt.credits(info.price)}`
                  : t('tools.access.unavailable')
                : t(`tools.style.presets.${preset.id}.text`),
              disabled: info ? !info.available : false,
            };
          })}
        />
      )}
      <ToolSubmit
        tool={tool}
        access={{ ...access, price: chosen?.price }}
        waiting={chosen?.available === false}
        label={t('tools.style.submit')}
        onSubmit={submit}
        testId="style-submit"
      />
    </>
  );

  return (
    <ToolWorkspace
      tool={tool}
      calls={styleTool.calls}
      form={form}
      placeholder={t('tools.style.placeholder')}
      history={{
        title: t('tools.style.records'),
        emptyText: t('tools.style.empty'),
        testId: 'style-records',
      }}
      describe={describe}
    />
  );
}

export default function StyleTurnPage() {
  const { t } = useTranslation();
  return (
    <ToolPage title={t('tools.style.title')} lead={t('tools.style.lead')} testId="style-page">
      <StyleTurn />
    </ToolPage>
  );
}
