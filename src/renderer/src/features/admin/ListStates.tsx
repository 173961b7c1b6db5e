// What a console list shows before its table: a spinner while it loads, its failure with a retry, and the
// empty state that says what to do. `name` names the test ids (`<name>-failed`, `<name>-empty`).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../components/ErrorPanel';
import { Spinner } from '../../components/Spinner';

export function ListStates(props: {
  query: { isPending: boolean; isError: boolean; refetch(): unknown };
  empty: boolean;
  name: string;
  failedText: string;
  emptyText: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { query } = props;
  if (query.isPending) return <Spinner />;
  if (query.isError)
    return (
      <ErrorPanel
        testId={`${props.name}-failed`}
        message={props.failedText}
        action={
          <button type="button" className="btn" onClick={() => void query.refetch()}>
            {t('app.retry')}
          </button>
        }
      />
    );
  if (props.empty)
    return (
      <p className="admin-empty card" data-testid={`${props.name}-empty`}>
        {props.emptyText}
      </p>
    );
  return <>{props.children}</>;
}
