import type { ReactNode } from 'react';

/** A full-width failure with one way forward (retry or reload). */
export function ErrorPanel(props: { message: ReactNode; action: ReactNode; testId: string }) {
  return (
    <div className="center" role="alert" data-testid={props.testId}>
      <p>{props.message}</p>
      {props.action}
    </div>
  );
}
