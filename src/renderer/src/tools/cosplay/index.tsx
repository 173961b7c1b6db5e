// Cosplay (/tools/cosplay): a photo of a person dressed as a preset character or one described in words,
// keeping the face and pose.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cosplayTool } from '@shared/tools/cosplay';
import type { TaskView } from '@shared/api/tasks';
import { COSPLAY_PRESETS } from '@shared/tools/cosplay';
import { MAX_PROMPT_CHARS } from '@shared/tools/fields';
import { tasksService } from '../../api/tasks';
import { ChoiceGroup } from '../../features/tasks/ChoiceGroup';
import { ImagePicker } from '../../features/tasks/ImagePicker';
import { ToolSubmit } from '../../features/tasks/TaskPanel';
import { ToolPage } from '../../features/tasks/ToolPage';
import { ToolWorkspace } from '../../features/tasks/ToolWorkspace';
import { useToolInfo } from '../../queries/tools';
import { useImageSlot } from '../../features/tasks/use-image-slot';
import { useToolTask } from '../../features/tasks/use-tool-task';
import { RemixBanner } from '../../features/community/RemixBanner';
import { useRemix } from '../../features/community/use-remix';
import { useHandedImage } from '../../features/tasks/use-handed-image';

type Character = (typeof COSPLAY_PRESETS)[number]['id'] | 'custom';

function Cosplay() {
  const { t } = useTranslation();
  const slot = useImageSlot('portrait');
  const [character, setCharacter] = useState<Character>(COSPLAY_PRESETS[0].id);
  const [words, setWords] = useState('');
  const remix = useRemix((item) => {
    const chosen = String(item.settings?.character ?? '');
    if (chosen === 'custom' || COSPLAY_PRESETS.some((preset) => preset.id === chosen))
      setCharacter(chosen as Character);
    if (chosen === 'custom') setWords(item.prompt ?? '');
  });
  useHandedImage('cosplay', slot.use);
  const access = useToolInfo('cosplay');
  const tool = useToolTask(
    cosplayTool.calls,
    t('tools.cosplay.title'),
    [slot.image?.id, character, words].join('|'),
  );
  const describe = (task: TaskView) => {
    const id = String(task.params.character ?? task.model);
    if (id === 'custom') return task.prompt ?? t('tools.cosplay.custom');
    return COSPLAY_PRESETS.some((preset) => preset.id === id)
      ? t(`tools.cosplay.presets.${id}`)
      : id;
  };

  const submit = () => {
    if (slot.busy) return tool.say(t('tools.picker.wait'));
    if (!slot.image) return tool.say(t('tools.common.photoRequired'));
    const text = words.trim();
    if (character === 'custom' && !text) return tool.say(t('rules.characterRequired'));
    const body = {
      imageId: slot.image.id,
      character,
      prompt: character === 'custom' ? text : undefined,
    };
    void tool.start(body, (clientKey) =>
      tasksService.create(cosplayTool.calls.create, { ...body, clientKey }),
    );
  };

  const form = (
    <>
      <RemixBanner remix={remix} needsInput />
      <ImagePicker
        slot={slot}
        label={t('tools.cosplay.photo')}
        hint={t('tools.cosplay.photoHint')}
        testId="cosplay-image"
      />
      <ChoiceGroup
        label={t('tools.cosplay.character')}
        testId="cosplay-character"
        cards
        value={character}
        onChange={setCharacter}
        choices={[
          ...COSPLAY_PRESETS.map((preset) => ({
            value: preset.id as Character,
            label: t(`tools.cosplay.presets.${preset.id}`),
          })),
          {
            value: 'custom',
            label: t('tools.cosplay.custom'),
            detail: t('tools.cosplay.customText'),
          },
        ]}
      />
      {character === 'custom' && (
        <div className="tool-field">
          <label htmlFor="cosplay-words" className="tool-label">
            {t('tools.cosplay.prompt')}
          </label>
          <textarea
            id="cosplay-words"
            className="tool-textarea"
            rows={2}
            maxLength={MAX_PROMPT_CHARS}
            value={words}
            placeholder={t('tools.cosplay.promptPlaceholder')}
            data-testid="cosplay-prompt"
            onChange={(event) => setWords(event.target.value)}
          />
        </div>
      )}
      <ToolSubmit
        tool={tool}
        access={access}
        label={t('tools.cosplay.submit')}
        onSubmit={submit}
        testId="cosplay-submit"
      />
    </>
  );

  return (
    <ToolWorkspace
      tool={tool}
      calls={cosplayTool.calls}
      form={form}
      placeholder={t('tools.cosplay.placeholder')}
      history={{ title: t('tools.cosplay.history'), emptyText: t('tools.cosplay.empty') }}
      describe={describe}
    />
  );
}

export default function CosplayPage() {
  const { t } = useTranslation();
  return (
    <ToolPage title={t('tools.cosplay.title')} lead={t('tools.cosplay.lead')} testId="cosplay-page">
      <Cosplay />
    </ToolPage>
  );
}
