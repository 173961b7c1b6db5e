import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Descriptions, Form, Input, Select, Tag } from 'antd';
import type { CurrentUser } from '@shared/api/user';
import { SUPPORTED_LOCALES, type Locale } from '@shared/i18n/locales';
import { userService } from '../../api/user';
import { toast } from '../../api/toast';
import { changeLanguage } from '../../i18n';
import { useUserStore } from '../../stores/user';

export function AccountCard({ user }: { user: CurrentUser }) {
  const { t, i18n } = useTranslation();
  const setUser = useUserStore((state) => state.setUser);
  const [saving, setSaving] = useState(false);

  const save = async (values: { name: string; locale: Locale }) => {
    setSaving(true);
    try {
      setUser(await userService.updateProfile(values));
      if (values.locale !== i18n.language) await changeLanguage(values.locale);
      toast('success', t('app.saved'));
    } catch {
      // The client already showed the server's message.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={t('pages.profile.account')} className="profile-card">
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('pages.profile.email')}>
          <span data-testid="profile-email">{user.email}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('pages.profile.role')}>
          <Tag color={user.role === 'admin' ? 'gold' : 'blue'}>
            {t(`pages.profile.roles.${user.role}`)}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('pages.profile.memberSince')}>
          {new Date(user.createdAt).toLocaleDateString(i18n.language)}
        </Descriptions.Item>
      </Descriptions>
      <Form
        layout="vertical"
        requiredMark={false}
        initialValues={{
          name: user.name,
          locale: SUPPORTED_LOCALES.includes(user.locale as Locale) ? user.locale : 'en-US',
        }}
        onFinish={(values) => void save(values)}
        className="profile-form"
      >
        <Form.Item
          name="name"
          label={t('pages.profile.name')}
          rules={[{ required: true }, { max: 40 }]}
        >
          <Input maxLength={40} data-testid="profile-name" />
        </Form.Item>
        <Form.Item name="locale" label={t('pages.profile.language')}>
          <Select
            options={SUPPORTED_LOCALES.map((locale) => ({
              value: locale,
              label: t(`app.language.${locale}`),
            }))}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="profile-save">
          {t('app.save')}
        </Button>
      </Form>
    </Card>
  );
}
