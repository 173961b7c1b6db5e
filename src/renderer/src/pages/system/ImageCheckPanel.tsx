// Checks a picked image against one tool's upload rules with this platform's own pre-check (the browser's
// header reader on the web, sharp in the desktop app), so a user or support can see why an upload is refused.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_PURPOSES, type UploadPurpose, type ImageVerdict } from '@shared/rules/image-limits';
import { platform } from '../../platform';

export function ImageCheckPanel() {
  const { t } = useTranslation();
  const id = useId();
  const [tool, setTool] = useState<UploadPurpose>('chat');
  const [file, setFile] = useState<File>();
  const [verdict, setVerdict] = useState<ImageVerdict>();

  const run = async (nextTool: UploadPurpose, nextFile: File | undefined) => {
    setVerdict(undefined);
    if (nextFile) setVerdict(await platform.checkImage(nextTool, nextFile));
  };

  return (
    <section className="card image-check" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('pages.system.imageCheck.title')}</h2>
      <p className="lead">{t('pages.system.imageCheck.lead')}</p>
      <div className="image-check-fields">
        <label htmlFor={`${id}-tool`}>{t('pages.system.imageCheck.tool')}</label>
        <select
          id={`${id}-tool`}
          value={tool}
          onChange={(event) => {
            const next = event.target.value as UploadPurpose;
            setTool(next);
            void run(next, file);
          }}
        >
          {UPLOAD_PURPOSES.map((name) => (
            <option key={name} value={name}>
              {t(`pages.system.imageCheck.tools.${name}`)}
            </option>
          ))}
        </select>
        <span id={`${id}-file-label`}>{t('pages.system.imageCheck.file')}</span>
        {/* The browser's own file control words itself in the browser's language, not the page's. */}
        <span className="file-choice">
          <input
            id={`${id}-file`}
            type="file"
            className="sr-only"
            aria-labelledby={`${id}-file-label ${id}-file-button`}
            data-testid="image-check-file"
            onChange={(event) => {
              const next = event.target.files?.[0];
              setFile(next);
              void run(tool, next);
            }}
          />
          <label htmlFor={`${id}-file`} className="btn" id={`${id}-file-button`}>
            {t('tools.picker.choose')}
          </label>
          <span className="file-choice-name" dir="auto">
            {file?.name ?? t('pages.system.imageCheck.noFile')}
          </span>
        </span>
      </div>
      <output
        htmlFor={`${id}-tool ${id}-file`}
        aria-live="polite"
        data-testid="image-verdict"
        data-verdict={verdict ? JSON.stringify(verdict) : undefined}
        className={verdict ? (verdict.ok ? 'verdict ok' : 'verdict refused') : 'verdict'}
      >
        {!file
          ? t('pages.system.imageCheck.empty')
          : !verdict
            ? t('app.loading')
            : verdict.ok
              ? t('pages.system.imageCheck.ok', {
                  tool: t(`pages.system.imageCheck.tools.${tool}`),
                })
              : t(verdict.message, verdict.params)}
      </output>
    </section>
  );
}
