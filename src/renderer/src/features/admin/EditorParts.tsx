// What the console's Content editors (a news post, a template, a starter character) share: the page around the editor
// (back to its list, a spinner while the item loads, its failure with a retry), and the refusal of a save,
// with a way to open the latest version when someone else saved first.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorPanel } from '../../components/ErrorPanel';
import { Spinner } from '../../components/Spinner';

export type Refusal = { message: string; stale: boolean };

export function EditorPage(props: {
  /** An existing item's key; a new item has none. */
  editing: boolean;
  loading: boolean;
  loaded: boolean;
  backText: string;
  failedText: string;
  retry(): void;
  /** Names the test ids: `<prefix>-load-failed`. */
  testPrefix?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const back = (
    <Link to=".." relative="path" className="admin-news-back">
      ← {props.backText}
    </Link>
  );
  if (props.editing && props.loading) return <Spinner />;
  if (props.editing && !props.loaded)
    return (
      <>
        {back}
        <ErrorPanel
          testId={`${props.testPrefix ?? 'editor'}-load-failed`}
          message={props.failedText}
          action={
            <button type="button" className="btn" onClick={props.retry}>
              {t('app.retry')}
            </button>
          }
        />
      </>
    );
  return (
    <>
      {back}
      {props.children}
    </>
  );
}

export function EditorRefusal(props: {
  refusal: Refusal | undefined;
  notice: string | undefined;
  reloadText: string;
  onReload(): void;
  /** Names the test ids: `<prefix>-refusal`, `-reload`, `-notice`. */
  testPrefix?: string;
}) {
  const prefix = props.testPrefix ?? 'editor';
  return (
    <>
      {props.refusal && (
        <div className="admin-news-refusal" role="alert" data-testid={`${prefix}-refusal`}>
          <p>{props.refusal.message}</p>
          {props.refusal.stale && (
            <button
              type="button"
              className="btn"
              onClick={props.onReload}
              data-testid={`${prefix}-reload`}
            >
              {props.reloadText}
            </button>
          )}
        </div>
      )}
      {props.notice && (
        <p className="admin-news-notice" role="status" data-testid={`${prefix}-notice`}>
          {props.notice}
        </p>
      )}
    </>
  );
}
