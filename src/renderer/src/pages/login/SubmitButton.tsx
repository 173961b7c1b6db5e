import type { ReactNode } from 'react';
import { Button } from 'antd';

/** The full-width primary button that ends each sign-in step. */
export function SubmitButton(props: { loading: boolean; testId: string; children: ReactNode }) {
  return (
    <Button
      type="primary"
      htmlType="submit"
      size="large"
      block
      loading={props.loading}
      data-testid={props.testId}
    >
      {props.children}
    </Button>
  );
}
