import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Input, Modal, Typography } from 'antd';
import type { ServerSettings } from '../../platform/types';
import { AntdScope } from '../../components/antd/AntdScope';

export default function ServerSettingsDialog(props: {
  settings: ServerSettings;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ url: string }>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    void props.settings.address().then((url) => form.setFieldsValue({ url }));
  }, [props.settings, form]);

  const save = async ({ url }: { url: string }) => {
    setSaving(true);
    const result = await props.settings.change(url.trim());
    setSaving(false);
    if (result.ok) props.onClose();
    // Said no in the app's own confirmation: the address stays in the field to edit or try again.
    else if (result.reason === 'canceled') form.setFields([{ name: 'url', errors: [] }]);
    else form.setFields([{ name: 'url', errors: [t(`app.serverSettings.${result.reason}`)] }]);
  };

  return (
    <AntdScope>
      <Modal
        open
        title={t('app.serverSettings.title')}
        okText={t('app.serverSettings.apply')}
        cancelText={t('app.cancel')}
        confirmLoading={saving}
        onOk={() => form.submit()}
        onCancel={props.onClose}
      >
        <Typography.Paragraph type="secondary">{t('app.serverSettings.help')}</Typography.Paragraph>
        <Form form={form} layout="vertical" onFinish={(values) => void save(values)}>
          <Form.Item
            name="url"
            label={t('app.serverSettings.label')}
            rules={[
              { required: true },
              { pattern: /^https?:\/\/\S+$/i, message: t('app.serverSettings.invalid') },
            ]}
          >
            <Input inputMode="url" autoFocus />
          </Form.Item>
        </Form>
      </Modal>
    </AntdScope>
  );
}
