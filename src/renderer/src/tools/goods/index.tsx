// Product images (/tools/goods): a product photo (under 10MB, longer side at most 2048 pixels) placed in a
// scene (general, room, cosmetic) on a recommended background or one described in words, optionally in the
// mood of a style reference. The result has the resolution of the photo.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { goodsTool } from '@shared/tools/goods';
import type { TaskView } from '@shared/api/tasks';
import { GOODS_BACKGROUNDS, GOODS_SCENES, type GoodsScene } from '@shared/tools/goods';
import { MAX_PROMPT_CHARS } from '@shared/tools/fields';
import { IMAGE_LIMITS } from '@shared/rules/image-limits';
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
import { offered, useRemix } from '../../features/community/use-remix';
import { useHandedImage } from '../../features/tasks/use-handed-image';

const MB = 1024 * 1024;
const { maxBytes, maxLongSide = 2048 } = IMAGE_LIMITS.product;
/** The background choice that means "my own words". */
const OWN = 'own';

function Goods() {
  const { t } = useTranslation();
  const product = useImageSlot('product');
  const reference = useImageSlot('reference');
  const [scene, setScene] = useState<GoodsScene>('general');
  const [background, setBackground] = useState<string>();
  const [words, setWords] = useState('');
  const remix = useRemix((item) => {
    const settings = item.settings ?? {};
    const chosen = offered(settings.scene, GOODS_SCENES);
    if (chosen) setScene(chosen);
    const own = typeof settings.backgroundPrompt === 'string' ? settings.backgroundPrompt : '';
    setBackground(
      own ? OWN : typeof settings.backgroundId === 'string' ? settings.backgroundId : undefined,
    );
    setWords(own);
  });
  useHandedImage('goods', product.use);
  const access = useToolInfo('goods');
  const tool = useToolTask(
    goodsTool.calls,
    t('tools.goods.title'),
    [product.image?.id, reference.image?.id, scene, background, words].join('|'),
  );
  const backgrounds = GOODS_BACKGROUNDS[scene];
  const describe = (task: TaskView) => {
    const chosen = String(task.params.backgroundId ?? '');
    const sceneName = t(`tools.goods.scenes.${String(task.params.scene ?? 'general')}`);
    return chosen ? `${sceneName} · ${t(`tools.goods.backgrounds.${chosen}`)}` : sceneName;
  };

  const chooseScene = (next: GoodsScene) => {
    setScene(next);
    // A recommended background belongs to its scene; one's own words stay.
    if (background !== OWN) setBackground(undefined);
  };

  const submit = () => {
    if (product.busy || reference.busy) return tool.say(t('tools.picker.wait'));
    if (!product.image) return tool.say(t('rules.productRequired'));
    const text = words.trim();
    if (!background || (background === OWN && !text))
      return tool.say(t('rules.backgroundRequired'));
    const body = {
      imageId: product.image.id,
      scene,
      backgroundId: background === OWN ? undefined : background,
      backgroundPrompt: background === OWN ? text : undefined,
      styleRefId: reference.image?.id,
    };
    void tool.start(body, (clientKey) =>
      tasksService.create(goodsTool.calls.create, { ...body, clientKey }),
    );
  };

  const form = (
    <>
      <RemixBanner remix={remix} needsInput />
      <ImagePicker
        slot={product}
        label={t('tools.goods.product')}
        hint={t('tools.goods.productHint', { megabytes: maxBytes / MB, pixels: maxLongSide })}
        testId="goods-image"
      />
      <ChoiceGroup
        label={t('tools.goods.scene')}
        testId="goods-scene"
        value={scene}
        onChange={chooseScene}
        choices={GOODS_SCENES.map((value) => ({ value, label: t(`tools.goods.scenes.${value}`) }))}
      />
      <ChoiceGroup
        label={t('tools.goods.background')}
        testId="goods-background"
        cards
        value={background}
        onChange={setBackground}
        choices={[
          ...backgrounds.map((item) => ({
            value: item.id,
            label: t(`tools.goods.backgrounds.${item.id}`),
          })),
          { value: OWN, label: t('tools.goods.own'), detail: t('tools.goods.ownText') },
        ]}
      />
      {background === OWN && (
        <div className="tool-field">
          <label htmlFor="goods-words" className="tool-label">
            {t('tools.goods.prompt')}
          </label>
          <textarea
            id="goods-words"
            className="tool-textarea"
            rows={2}
            maxLength={MAX_PROMPT_CHARS}
            value={words}
            placeholder={t('tools.goods.promptPlaceholder')}
            data-testid="goods-prompt"
            onChange={(event) => setWords(event.target.value)}
          />
        </div>
      )}
      <ImagePicker
        slot={reference}
        label={t('tools.goods.reference')}
        hint={t('tools.goods.referenceHint')}
        testId="goods-reference"
      />
      <p className="tool-note">{t('tools.goods.sameSize')}</p>
      <ToolSubmit
        tool={tool}
        access={access}
        label={t('tools.goods.submit')}
        onSubmit={submit}
        testId="goods-submit"
      />
    </>
  );

  return (
    <ToolWorkspace
      tool={tool}
      calls={goodsTool.calls}
      form={form}
      placeholder={t('tools.goods.placeholder')}
      history={{ title: t('tools.goods.history'), emptyText: t('tools.goods.empty') }}
      describe={describe}
    />
  );
}

export default function GoodsPage() {
  const { t } = useTranslation();
  return (
    <ToolPage title={t('tools.goods.title')} lead={t('tools.goods.lead')} testId="goods-page">
      <Goods />
    </ToolPage>
  );
}
