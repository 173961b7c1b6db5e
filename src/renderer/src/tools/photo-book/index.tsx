// Photo book (/tools/photo-book): 1 to 5 clear, front-facing, single-person portraits and a style template
// (under 5MB, larger than 512x512 and smaller than 1680x1260, with an unobstructed face). Each image is
// checked for its face as soon as it is uploaded, and marked usable or with the reason. A remix of someone's
// photo book shows their picture as the example: its only settings are the owner's own photos, never shared.
import { useTranslation } from 'react-i18next';
import { photoBookTool } from '@shared/tools/photo-book';
import type { UploadedImage } from '@shared/api/upload';
import {
  IMAGE_LIMITS,
  PHOTO_BOOK_PORTRAITS,
  evaluatePortraitCount,
} from '@shared/rules/image-limits';
import { tasksService } from '../../api/tasks';
import { RemixBanner } from '../../features/community/RemixBanner';
import { useRemix } from '../../features/community/use-remix';
import { toolsService } from '../../api/tools';
import { ImageListPicker, ImagePicker } from '../../features/tasks/ImagePicker';
import { ToolSubmit } from '../../features/tasks/TaskPanel';
import { ToolPage } from '../../features/tasks/ToolPage';
import { ToolWorkspace } from '../../features/tasks/ToolWorkspace';
import { useToolInfo } from '../../queries/tools';
import { useImageList, useImageSlot } from '../../features/tasks/use-image-slot';
import { useToolTask } from '../../features/tasks/use-tool-task';

const MB = 1024 * 1024;
const template = IMAGE_LIMITS.styleTemplate;

function PhotoBook() {
  const { t } = useTranslation();
  const faceCheck = (role: 'portrait' | 'template') => async (image: UploadedImage) => {
    const verdict = await toolsService.detectFace(image.id, role);
    return verdict.ok ? undefined : (verdict.msg ?? t('tools.photoBook.faceRefused'));
  };
  const portraits = useImageList('photoBook', {
    max: PHOTO_BOOK_PORTRAITS.max,
    verify: faceCheck('portrait'),
  });
  const style = useImageSlot('styleTemplate', faceCheck('template'));
  const access = useToolInfo('face');
  const remix = useRemix(() => undefined);
  const tool = useToolTask(
    photoBookTool.calls,
    t('tools.photoBook.title'),
    [...portraits.ready.map((image) => image.id), portraits.refused, style.image?.id].join('|'),
  );

  const submit = () => {
    if (portraits.busy || style.busy) return tool.say(t('tools.picker.wait'));
    if (portraits.refused > 0) return tool.say(t('tools.photoBook.removeRefused'));
    const count = evaluatePortraitCount(portraits.ready.length);
    if (!count.ok) return tool.say(t(count.message, count.params));
    if (!style.image) return tool.say(t('tools.photoBook.templateRequired'));
    const body = {
      portraitIds: portraits.ready.map((image) => image.id),
      templateId: style.image.id,
    };
    void tool.start(body, (clientKey) =>
      tasksService.create(photoBookTool.calls.create, { ...body, clientKey }),
    );
  };

  const form = (
    <>
      <RemixBanner remix={remix} needsInput />
      <ImageListPicker
        list={portraits}
        label={t('tools.photoBook.portraits')}
        hint={t('tools.photoBook.portraitsHint', PHOTO_BOOK_PORTRAITS)}
        okText={t('tools.photoBook.faceOk')}
        testId="photo-portraits"
      />
      <ImagePicker
        slot={style}
        label={t('tools.photoBook.template')}
        hint={t('tools.photoBook.templateHint', {
          megabytes: template.maxBytes / MB,
          minWidth: template.minExclusive?.width,
          minHeight: template.minExclusive?.height,
          maxWidth: template.maxExclusive?.width,
          maxHeight: template.maxExclusive?.height,
        })}
        okText={t('tools.photoBook.faceOk')}
        testId="photo-template"
      />
      <ToolSubmit
        tool={tool}
        access={access}
        label={t('tools.photoBook.submit')}
        onSubmit={submit}
        testId="photo-submit"
      />
    </>
  );

  return (
    <ToolWorkspace
      tool={tool}
      calls={photoBookTool.calls}
      form={form}
      placeholder={t('tools.photoBook.placeholder')}
      history={{ title: t('tools.photoBook.history'), emptyText: t('tools.photoBook.empty') }}
      describe={(task) =>
        t('tools.photoBook.portraitCount', {
          count: Array.isArray(task.params.portraitIds) ? task.params.portraitIds.length : 0,
        })
      }
    />
  );
}

export default function PhotoBookPage() {
  const { t } = useTranslation();
  return (
    <ToolPage
      title={t('tools.photoBook.title')}
      lead={t('tools.photoBook.lead')}
      testId="photo-book-page"
    >
      <PhotoBook />
    </ToolPage>
  );
}
