import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Input } from 'antd';
import { PATTERNS } from '@shared/rules/patterns';
import { authService } from '../../api/auth';
import { SubmitButton } from './SubmitButton';
import { ApiError } from '../../api/errors';
import { toast } from '../../api/toast';

export function EmailStep({ onSent }: { onSent: (email: string, resendAfter: number) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ email: string }>();
  const [sending, setSending] = useState(false);

  const send = async ({ email }: { email: string }) => {
    const address = email.trim().toLowerCase();
    setSending(true);
    try {
      const answer = await authService.sendCode(address);
      onSent(address, 'resendAfter' in answer ? answer.resendAfter : 60);
    } catch (error) {
      const msg = error instanceof Error ? error.message : t('errors.requestError');
      form.setFields([{ name: 'email', errors: [msg] }]);
      if (error instanceof ApiError) toast('error', msg);
    } finally {
      setSending(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => void send(values)}
    >
      <Form.Item
        name="email"
        label={t('pages.login.email')}
        rules={[
          { required: true },
          {
            pattern: PATTERNS.email,
            message: t('errors.emailInvalid'),
            transform: (v: string) => v?.trim(),
          },
        ]}
      >
        <Input
          data-testid="login-email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoFocus
          size="large"
          placeholder={t('pages.login.emailPlaceholder')}
        />
      </Form.Item>
      <SubmitButton loading={sending} testId="login-send-code">
        {t('pages.login.sendCode')}
      </SubmitButton>
    </Form>
  );
}
