// Choosing an image for a tool: a button opens the file chooser (the desktop app's belongs to its main
// process, the web's is an <input type=file>), or a file is dropped on the area or pasted while it has the
// focus. `ImagePicker` shows one image (preview, size, replace, remove); `ImageListPicker` several, each
// marked usable or with the reason it is not (the photo book's portraits).
import { useRef, useState, type ClipboardEvent, type DragEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PathIcon } from '../../components/StrokeIcon';
import { fileUrl } from '../../api/upload';
import { platform, type ImageChoice } from '../../platform';
import { isBusy, type ImageList, type ImageSlot, type PickState } from './use-image-slot';
import './picker.css';

function DropZone(props: {
  testId: string;
  labelId: string;
  hint?: ReactNode;
  multiple?: boolean;
  disabled?: boolean;
  onChoices: (choices: ImageChoice[]) => void;
  children?: ReactNode;
  compact?: boolean;
  chooseLabel?: string;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const deliver = (choices: ImageChoice[]) => {
    if (choices.length > 0 && !props.disabled)
      props.onChoices(props.multiple ? choices : choices.slice(0, 1));
  };
  const take = (list: FileList | null | undefined) =>
    deliver(Array.from(list ?? []).map((file) => platform.imageChoice(file)));
  const choose = () => {
    if (platform.pickImages) void platform.pickImages(Boolean(props.multiple)).then(deliver);
    else input.current?.click();
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer?.files);
  };
  const onPaste = (event: ClipboardEvent) => {
    // Text pasted elsewhere is left alone; only files are taken.
    if (!event.clipboardData?.files.length) return;
    event.preventDefault();
    take(event.clipboardData.files);
  };
  return (
    <div
      className={`picker-zone${over ? ' over' : ''}${props.compact ? ' compact' : ''}`}
      data-testid={`${props.testId}-zone`}
      onDragOver={(event) => {
        event.preventDefault();
        if (!over) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      onPaste={onPaste}
    >
      {props.children}
      <button
        type="button"
        className="btn"
        disabled={props.disabled}
        aria-describedby={props.labelId}
        data-testid={`${props.testId}-choose`}
        onClick={choose}
      >
        <UploadIcon />
        {props.chooseLabel ??
          (props.multiple ? t('tools.picker.chooseMany') : t('tools.picker.choose'))}
      </button>
      {!props.compact && <span className="picker-or">{t('tools.picker.dropOrPaste')}</span>}
      {props.hint && <span className="picker-hint">{props.hint}</span>}
      {!platform.pickImages && (
        <input
          ref={input}
          type="file"
          accept="image/*"
          multiple={props.multiple}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid={`${props.testId}-input`}
          onChange={(event) => {
            take(event.target.files);
            // The same file may be chosen again after a refusal.
            event.target.value = '';
          }}
        />
      )}
    </div>
  );
}

function StepText({ state }: { state: PickState }) {
  const { t, i18n } = useTranslation();
  if (!isBusy(state.status)) return null;
  return (
    <span className="picker-busy" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{t(`tools.picker.${state.status}`)}</span>
      {state.status === 'uploading' && state.progress !== undefined && (
        <span data-testid="picker-progress">
          {new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(state.progress)}
        </span>
      )}
    </span>
  );
}

/** One image for a tool; the page reads `slot.image` once it is ready. */
export function ImagePicker(props: {
  slot: ImageSlot;
  label: string;
  testId: string;
  hint?: ReactNode;
  /** Shown beside a usable image (the face check's "looks good"). */
  okText?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { slot, testId } = props;
  const { state } = slot;
  const labelId = `${testId}-label`;
  const pick = (choices: ImageChoice[]) => {
    if (choices[0]) void slot.pick(choices[0]);
  };
  // The local file while it is at hand; the uploaded copy where a local address cannot be made.
  const src = state.preview ?? (state.image ? fileUrl(state.image.url) : undefined);
  return (
    <div className="picker" data-testid={testId} data-status={state.status}>
      <span className="picker-label" id={labelId}>
        {props.label}
      </span>
      {src ? (
        <div className="picker-chosen">
          <figure className="picker-preview">
            <img src={src} alt={state.name ?? ''} />
            <StepText state={state} />
          </figure>
          <div className="picker-side">
            {state.status === 'ready' && state.image && (
              <span className="picker-meta" data-testid={`${testId}-size`}>
                {t('tools.picker.size', { width: state.image.width, height: state.image.height })}
              </span>
            )}
            {state.status === 'ready' && props.okText && (
              <span className="picker-ok" data-testid={`${testId}-ok`}>
                <CheckIcon /> {props.okText}
              </span>
            )}
            <DropZone
              testId={testId}
              labelId={labelId}
              compact
              chooseLabel={t('tools.picker.replace')}
              disabled={props.disabled}
              onChoices={pick}
            />
            <button
              type="button"
              className="btn btn-ghost"
              data-testid={`${testId}-remove`}
              disabled={props.disabled}
              onClick={slot.clear}
            >
              {t('tools.picker.remove')}
            </button>
          </div>
        </div>
      ) : (
        <DropZone
          testId={testId}
          labelId={labelId}
          hint={props.hint}
          disabled={props.disabled}
          onChoices={pick}
        >
          <StepText state={state} />
        </DropZone>
      )}
      {state.status === 'refused' && state.message && (
        <p className="picker-error" role="alert" data-testid={`${testId}-error`}>
          {state.message}
        </p>
      )}
    </div>
  );
}

/** Several images (up to `list.max`), each with its own state and a remove button. */
export function ImageListPicker(props: {
  list: ImageList;
  label: string;
  testId: string;
  hint?: ReactNode;
  okText: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { list, testId } = props;
  const labelId = `${testId}-label`;
  const kept = list.items.filter((item) => item.status !== 'refused').length;
  return (
    <div className="picker" data-testid={testId}>
      <span className="picker-label" id={labelId}>
        {props.label}{' '}
        <span className="picker-count">{t('tools.picker.count', { n: kept, max: list.max })}</span>
      </span>
      {list.items.length > 0 && (
        <ul className="picker-list" aria-labelledby={labelId}>
          {list.items.map((item, index) => (
            <li
              key={item.key}
              className="picker-item"
              data-testid={`${testId}-item`}
              data-status={item.status}
            >
              <figure className="picker-preview small">
                {item.preview || item.image ? (
                  <img src={item.preview ?? fileUrl(item.image!.url)} alt={item.name ?? ''} />
                ) : (
                  <span className="picker-noimage" aria-hidden="true" />
                )}
                <StepText state={item} />
              </figure>
              <div className="picker-item-text">
                <span className="picker-name">{item.name}</span>
                {item.status === 'ready' && (
                  <span className="picker-ok">
                    <CheckIcon /> {props.okText}
                  </span>
                )}
                {item.status === 'refused' && (
                  <span className="picker-error" data-testid={`${testId}-reason`}>
                    {item.message}
                  </span>
                )}
              </div>
              <button
                type="button"
                className="btn btn-ghost picker-item-remove"
                aria-label={t('tools.picker.removeNumber', { n: index + 1 })}
                title={t('tools.picker.remove')}
                disabled={props.disabled}
                onClick={() => list.remove(item.key)}
              >
                <CloseIcon />
              </button>
            </li>
          ))}
        </ul>
      )}
      {kept < list.max && (
        <DropZone
          testId={testId}
          labelId={labelId}
          hint={props.hint}
          multiple
          disabled={props.disabled}
          onChoices={(choices) => void list.add(choices)}
        />
      )}
      {list.notice && (
        <p className="picker-error" role="alert" data-testid={`${testId}-error`}>
          {list.notice}
        </p>
      )}
    </div>
  );
}

function UploadIcon() {
  return <PathIcon size={16} strokeWidth={2} d={['M12 16V4', 'm7 9 5-5 5 5', 'M4 16v4h16v-4']} />;
}

export function CheckIcon() {
  return <PathIcon size={14} strokeWidth={2.4} d={['m5 12 5 5 9-10']} />;
}

export function CloseIcon() {
  return <PathIcon size={14} strokeWidth={2.2} d={['M6 6l12 12M18 6 6 18']} />;
}
