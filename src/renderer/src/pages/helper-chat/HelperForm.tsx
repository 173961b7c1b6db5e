// A template's form: its fields by type (required ones marked, "Please enter {label}" when left empty), the
// model that answers, and Generate (Stop while the answer is written). Ctrl+Enter sends, Esc stops.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Button, Form, Input, Select } from 'antd';
import { MAX_HELPER_VALUE_CHARS, type HelperInfo } from '@shared/api/helper';
import { ModelPicker } from '../../features/chat/composer/ModelPicker';
import { defaultModel, useModelAccess } from '../../features/chat/composer/model-access';
// The picker's styles live with the chat composer's.
import '../../features/chat/composer/composer.css';

type Values = Record<string, string | undefined>;

export function HelperForm(props: {
  info: HelperInfo;
  signedIn: boolean;
  running: boolean;
  onSubmit: (values: Record<string, string>, model: string | undefined) => void;
  onStop: () => void;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const [form] = Form.useForm<Values>();
  const { models, access } = useModelAccess();
  const [picked, setPicked] = useState<string>();
  const model = defaultModel(models, access, picked);
  const { info, running, onStop } = props;

  // Another language's version of the template: keep what was typed, drop choices it does not offer.
  useEffect(() => {
    for (const field of info.fields) {
      const value = form.getFieldValue(field.name) as string | undefined;
      if (field.type === 'select' && value && !field.options?.includes(value))
        form.setFieldValue(field.name, undefined);
    }
  }, [info, form]);

  useEffect(() => {
    if (!running) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onStop();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [running, onStop]);

  const submit = (values: Values) => {
    const filled: Record<string, string> = {};
    for (const field of info.fields) {
      const value = values[field.name]?.trim();
      if (value) filled[field.name] = value;
    }
    props.onSubmit(filled, model);
  };

  return (
    <Form
      form={form}
      layout="vertical"
      className="helper-form"
      data-testid="helper-form"
      onFinish={submit}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !running) {
          event.preventDefault();
          form.submit();
        }
      }}
    >
      {info.fields.map((field) => (
        <Form.Item
          key={field.name}
          name={field.name}
          label={field.label}
          rules={
            field.required
              ? [
                  {
                    required: true,
                    whitespace: true,
                    message: t('app.pleaseEnter', { label: field.label }),
                  },
                ]
              : []
          }
        >
          {field.type === 'select' ? (
            <Select
              data-testid={`helper-field-${field.name}`}
              placeholder={field.placeholder ?? t('helper.run.choose')}
              allowClear={!field.required}
              options={(field.options ?? []).map((option) => ({ value: option, label: option }))}
            />
          ) : field.type === 'textarea' ? (
            <Input.TextArea
              data-testid={`helper-field-${field.name}`}
              placeholder={field.placeholder}
              maxLength={MAX_HELPER_VALUE_CHARS}
              showCount
              autoSize={{ minRows: 3, maxRows: 12 }}
            />
          ) : (
            <Input
              data-testid={`helper-field-${field.name}`}
              placeholder={field.placeholder}
              maxLength={MAX_HELPER_VALUE_CHARS}
            />
          )}
        </Form.Item>
      ))}
      <div className="helper-form-actions">
        <div className="helper-model">
          <span className="helper-model-label" aria-hidden="true">
            {t('helper.run.model')}
          </span>
          <ModelPicker
            models={models}
            access={access}
            value={model}
            onChange={setPicked}
            placement="down"
            label={t('helper.run.model')}
            testId="helper-model"
          />
        </div>
        {!props.signedIn ? (
          <Link
            className="btn btn-primary btn-lg"
            data-testid="helper-sign-in"
            to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`}
          >
            {t('helper.run.signIn')}
          </Link>
        ) : running ? (
          <Button size="large" danger onClick={onStop} data-testid="helper-stop">
            {t('helper.run.stop')}
          </Button>
        ) : (
          <Button
            size="large"
            type="primary"
            htmlType="submit"
            disabled={!model}
            data-testid="helper-generate"
          >
            {t('helper.run.generate')}
          </Button>
        )}
      </div>
    </Form>
  );
}
