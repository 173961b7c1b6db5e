// A console content list below its filters: the last refusal, the list's loading, failure and empty states,
// then its table with the given headings; the rows are the children.
import type { ComponentProps, ReactNode } from 'react';
import { ListStates } from './ListStates';

export function ContentTable(
  props: Omit<ComponentProps<typeof ListStates>, 'children'> & {
    problem?: string;
    problemTestId?: string;
    tableTestId: string;
    headings: ReactNode[];
    children: ReactNode;
  },
) {
  const { problem, problemTestId, tableTestId, headings, children, ...states } = props;
  return (
    <>
      {problem && (
        <p className="admin-problem" role="alert" data-testid={problemTestId}>
          {problem}
        </p>
      )}
      <ListStates {...states}>
        <div className="admin-table-wrap admin-content-wrap">
          <table className="admin-table admin-content-table" data-testid={tableTestId}>
            <thead>
              <tr>
                {headings.map((heading, index) => (
                  <th key={index}>{heading}</th>
                ))}
              </tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        </div>
      </ListStates>
    </>
  );
}
