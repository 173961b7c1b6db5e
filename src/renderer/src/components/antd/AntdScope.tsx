// antd for the pages that use it: locale, direction and the form message ("Please enter {label}").
// Only lazily loaded pages import this, so the first page does not pay for antd.
import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { useTranslation } from 'react-i18next';
import { currentLocale, isRtl } from '../../i18n';

export const THEME = { token: { colorPrimary: '#1677ff', borderRadius: 8 } };

export function AntdScope({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <ConfigProvider
      locale={locale === 'zh-CN' ? zhCN : enUS}
      direction={isRtl() ? 'rtl' : 'ltr'}
      theme={THEME}
      // antd fills ${label} itself; i18next must leave it alone.
      form={{ validateMessages: { required: t('app.pleaseEnter', { label: '${label}' }) } }}
    >
      {children}
    </ConfigProvider>
  );
}
