// The invitation link with a Copy button.
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Input, Space, type InputRef } from 'antd';
import { toast } from '../../api/toast';

export function InviteLink({ url }: { url: string }) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<InputRef>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast('success', t('billing.invite.copied'));
    } catch {
      // No clipboard (an insecure page, a refused permission): leave the link selected to copy by hand.
      input.current?.select();
      toast('warning', t('billing.invite.copyFailed'));
    }
  };
  return (
    <Card className="billing-card invite-link">
      <label htmlFor={id} className="invite-label">
        {t('billing.invite.link')}
      </label>
      <Space.Compact block>
        <Input
          id={id}
          ref={input}
          readOnly
          value={url}
          size="large"
          dir="ltr"
          onFocus={(event) => event.target.select()}
          data-testid="invite-link"
        />
        <Button type="primary" size="large" onClick={() => void copy()} data-testid="invite-copy">
          {t('billing.invite.copy')}
        </Button>
      </Space.Compact>
    </Card>
  );
}
