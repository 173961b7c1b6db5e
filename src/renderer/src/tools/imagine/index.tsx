// AI drawing (/imagine): text to image and image to image with Midjourney, GPT Image / DALL-E, SDXL and Flux.
// Chinese prompts are translated (automatically on Generate, or on request) and the translation can be
// undone. A Midjourney result carries its buttons (upscale, variations, zoom, vary region…); each press
// makes a new task shown in place, with the line it came from. Past tasks are listed below, ten a page.
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imagineTool } from '@shared/tools/imagine';
import type { TaskButton, TaskView } from '@shared/api/tasks';
import { ApiError } from '../../api/errors';
import { platform } from '../../platform';
import { actionOf } from './midjourney-buttons';
import { ImagineForm } from './ImagineForm';
import { ImagineResult, useOrigin } from './ImagineResult';
import { maskFile, type MaskShape } from './mask';
import { MaskEditor } from './MaskEditor';
import { fieldsToTranslate, translateFields, type PromptFields } from './prompt-translation';
import { useImagineForm } from './use-imagine-form';
import { tasksService } from '../../api/tasks';
import { toolsService } from '../../api/tools';
import { uploadService } from '../../api/upload';
import { TaskHistory } from '../../features/tasks/TaskHistory';
import { useImagineSettings } from './task-settings';
import { ToolLayout, ToolPage } from '../../features/tasks/ToolPage';
import { useCatalogue } from '../../queries/tools';
import { viewStatus } from '../../queries/view-status';
import { messageOf } from '../../features/tasks/use-image-slot';
import { useToolTask } from '../../features/tasks/use-tool-task';
import { RemixBanner } from '../../features/community/RemixBanner';
import { useRemix } from '../../features/community/use-remix';
import { useHandedImage } from '../../features/tasks/use-handed-image';
import './imagine.css';

interface Editing {
  task: TaskView;
  button: TaskButton;
}

function Imagine() {
  const { t } = useTranslation();
  const catalogue = useCatalogue();
  const models = catalogue.data?.models;
  const form = useImagineForm(models);
  const remix = useRemix(form.remix);
  useHandedImage('imagine', form.references.use);
  const tool = useToolTask(imagineTool.calls, t('imagine.title'));
  const origin = useOrigin();
  const promptRef = useRef<HTMLTextAreaElement>(null);
  const [translating, setTranslating] = useState(false);
  const [translateProblem, setTranslateProblem] = useState<string>();
  const [pressing, setPressing] = useState<string>();
  const [editing, setEditing] = useState<Editing>();
  const [openProblem, setOpenProblem] = useState<string>();
  /** The mask already uploaded for a painting (by its shapes), so a retried confirm sends it once. */
  const sentMask = useRef<{ signature: string; id: string }>(undefined);
  const resultRef = useRef<HTMLDivElement>(null);

  /** A new task is shown beside the form, or under it on a narrow screen: there, it is brought into view. */
  const reveal = (made: TaskView | undefined) => {
    if (!made) return;
    requestAnimationFrame(() => {
      const element = resultRef.current;
      const box = element?.getBoundingClientRect();
      if (box && (box.top > window.innerHeight || box.bottom < 0))
        element?.scrollIntoView?.({ block: 'start' });
    });
  };

  const { model, derived, dispatch } = form;
  const useNegative = derived?.useNegative ?? false;

  /** Translates the CJK fields in place (the notice offers Undo); answers the English fields. */
  const translate = useCallback(
    async (fields: PromptFields): Promise<PromptFields | undefined> => {
      setTranslating(true);
      setTranslateProblem(undefined);
      try {
        const after = await translateFields(fields, useNegative, toolsService.translatePrompt);
        dispatch({ type: 'translated', before: fields, after });
        return after;
      } catch (error) {
        setTranslateProblem(t('imagine.translate.failed', { reason: messageOf(error, t) }));
        return undefined;
      } finally {
        setTranslating(false);
      }
    },
    [dispatch, t, useNegative],
  );

  const generate = async () => {
    if (!model || !derived) return;
    if (translating || tool.pending) return tool.say(t('rules.requestPending'));
    if (form.references.busy) return tool.say(t('tools.picker.wait'));
    let fields = form.prompt.fields;
    if (!fields.prompt.trim()) {
      promptRef.current?.focus();
      return tool.say(t('rules.promptRequired'));
    }
    if (useNegative && !fields.negative.trim()) return tool.say(t('rules.negativePromptRequired'));
    if (derived.mode === 'image' && form.references.ready.length === 0)
      return tool.say(t('rules.referenceRequired'));
    tool.say(undefined);
    if (form.autoTranslate && fieldsToTranslate(fields, useNegative).length > 0) {
      const english = await translate(fields);
      if (!english) return;
      fields = english;
    }
    const body = form.body(fields);
    if (!body) return;
    reveal(
      await tool.start(body, (clientKey) =>
        tasksService.create(imagineTool.calls.create, { ...body, clientKey }),
      ),
    );
  };

  const press = async (task: TaskView, button: TaskButton) => {
    if (actionOf(button) === 'varyRegion') {
      tool.say(undefined);
      setEditing({ task, button });
      return;
    }
    if (tool.pending) return tool.say(t('rules.requestPending'));
    setPressing(button.customId);
    try {
      reveal(
        await tool.start(
          { press: task.id, customId: button.customId },
          (clientKey) =>
            toolsService.pressButton({ taskId: task.id, customId: button.customId, clientKey }),
          'again',
        ),
      );
    } finally {
      setPressing(undefined);
    }
  };

  /** Checks the mask as any upload is checked, then sends it (once per painting). */
  const uploadMask = async (shapes: MaskShape[], image: TaskView['images'][number]) => {
    const signature = `${image.id}|${JSON.stringify(shapes)}`;
    if (sentMask.current?.signature === signature) return sentMask.current.id;
    const file = await maskFile(shapes, image);
    const verdict = await platform.checkImage('mask', file);
    if (!verdict.ok) throw new ApiError(400, 'VALIDATION', t(verdict.message, verdict.params));
    const uploaded = await uploadService.upload('mask', file, { silent: true });
    sentMask.current = { signature, id: uploaded.id };
    return uploaded.id;
  };

  const confirmRegion = async (shapes: MaskShape[], prompt: string) => {
    if (!editing) return;
    const { task, button } = editing;
    const image = task.images[0];
    if (!image) return;
    setPressing(button.customId);
    try {
      const made = await tool.start(
        { region: task.id, customId: button.customId, prompt, shapes },
        async (clientKey) =>
          toolsService.pressButton({
            taskId: task.id,
            customId: button.customId,
            prompt,
            maskId: await uploadMask(shapes, image),
            clientKey,
          }),
        'again',
      );
      if (made) setEditing(undefined);
      reveal(made);
    } finally {
      setPressing(undefined);
    }
  };

  const openTask = async (id: string) => {
    setOpenProblem(undefined);
    try {
      tool.open(await tasksService.check(imagineTool.calls, id));
    } catch (error) {
      setOpenProblem(messageOf(error, t));
    }
  };

  const modelLabel = (id: string) => models?.find((candidate) => candidate.id === id)?.label ?? id;
  const settings = useImagineSettings(modelLabel);
  const describe = (task: TaskView) => {
    const from = origin(task);
    return (
      <>
        <strong>{modelLabel(task.model)}</strong>
        {from && <> · {from}</>}
        {task.prompt && <span className="imagine-history-prompt"> · {task.prompt}</span>}
      </>
    );
  };

  const editingImage = editing?.task.images[0];
  return (
    <>
      <RemixBanner remix={remix} />
      <ToolLayout
        form={
          <ImagineForm
            form={form}
            models={models}
            status={viewStatus(catalogue)}
            retry={() => void catalogue.refetch()}
            tool={tool}
            translating={translating}
            translateProblem={translateProblem}
            onTranslate={() => void translate(form.prompt.fields)}
            onGenerate={() => void generate()}
            promptRef={promptRef}
          />
        }
        result={
          <div ref={resultRef} className="imagine-result-anchor">
            <ImagineResult
              tool={tool}
              models={models}
              pressing={pressing}
              onPress={(task, button) => void press(task, button)}
              onOpenTask={(id) => void openTask(id)}
              openProblem={openProblem}
            />
          </div>
        }
        history={
          <TaskHistory
            calls={imagineTool.calls}
            title={t('imagine.history.title')}
            emptyText={t('imagine.history.empty')}
            onOpen={(task) => {
              setOpenProblem(undefined);
              tool.open(task);
            }}
            activeId={tool.task?.id}
            describe={describe}
            settings={settings}
            testId="imagine-history"
          />
        }
      />
      {editing && editingImage && (
        <MaskEditor
          image={editingImage}
          initialPrompt={editing.task.prompt ?? ''}
          pending={tool.pending}
          problem={tool.pressedAt === 'again' ? tool.submitProblem?.message : undefined}
          onConfirm={(shapes, prompt) => void confirmRegion(shapes, prompt)}
          onCancel={() => {
            setEditing(undefined);
            tool.say(undefined);
          }}
        />
      )}
    </>
  );
}

export default function ImaginePage() {
  const { t } = useTranslation();
  return (
    <ToolPage title={t('imagine.title')} lead={t('imagine.lead')} testId="imagine-page">
      <Imagine />
    </ToolPage>
  );
}
