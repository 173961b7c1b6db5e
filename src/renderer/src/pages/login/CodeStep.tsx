import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Form, Input, Typography } from 'antd';
import { authService } from '../../api/auth';
import { SubmitButton } from './SubmitButton';
import { toast } from '../../api/toast';
import { i18n } from '../../i18n';
import { useUserStore } from '../../stores/user';
import { forgetInvite, keptInvite } from '../../features/auth/invite-code';

interface Props {
  email: string;
  resendAt: number;
  redirect: string;
  onResent: (resendAt: number) => void;
  onChangeEmail: () => void;
}

function useSecondsUntil(time: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (time <= now) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [time, now]);
  return Math.max(0, Math.ceil((time - now) / 1000));
}

export function CodeStep({ email, resendAt, redirect, onResent, onChangeEmail }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signIn = useUserStore((state) => state.signIn);
  const [form] = Form.useForm<{ code: string }>();
  const [busy, setBusy] = useState(false);
  const wait = useSecondsUntil(resendAt);

  const fail = (error: unknown) => {
    const msg = error instanceof Error ? error.message : t('errors.requestError');
    form.setFields([{ name: 'code', errors: [msg] }]);
    toast('error', msg);
  };

  const verify = async (code: string) => {
    if (busy) return;
    setBusy(true);
    try {
      const answer = await authService.verifyCode(email, code, keptInvite());
      if (!('token' in answer)) throw new Error(t('errors.requestError'));
      await signIn(answer);
      forgetInvite();
      toast('success', i18n.t('app.welcome'));
      void navigate(redirect, { replace: true });
    } catch (error) {
      fail(error);
      setBusy(false);
    }
  };

  const resend = async () => {
    try {
      const answer = await authService.sendCode(email);
      onResent(Date.now() + ('resendAfter' in answer ? answer.resendAfter : 60) * 1000);
      form.resetFields();
    } catch (error) {
      fail(error);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={({ code }) => void verify(code)}
    >
      <Typography.Paragraph>{t('pages.login.codeSentTo', { email })}</Typography.Paragraph>
      <Form.Item
        name="code"
        label={t('pages.login.code')}
        rules={[{ required: true }, { pattern: /^\d{6}$/, message: t('errors.codeFormat') }]}
        normalize={(value: string) => value.replace(/\D/g, '').slice(0, 6)}
      >
        <Input
          data-testid="login-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          size="large"
          maxLength={6}
          className="code-input"
          onChange={(event) => {
            const digits = event.target.value.replace(/\D/g, '');
            if (digits.length === 6) void verify(digits);
          }}
        />
      </Form.Item>
      <SubmitButton loading={busy} testId="login-submit">
        {t('pages.login.submit')}
      </SubmitButton>
      <div className="login-links">
        <Button type="link" onClick={onChangeEmail}>
          {t('pages.login.changeEmail')}
        </Button>
        <Button type="link" disabled={wait > 0} onClick={() => void resend()}>
          {wait > 0 ? t('pages.login.resendIn', { seconds: wait }) : t('pages.login.resend')}
        </Button>
      </div>
    </Form>
  );
}
