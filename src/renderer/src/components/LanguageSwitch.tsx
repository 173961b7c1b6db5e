import { useTranslation } from 'react-i18next';
import { SUPPORTED_LOCALES } from '@shared/i18n/locales';
import { changeLanguage, currentLocale } from '../i18n';
import { Dropdown } from './Dropdown';

export function LanguageSwitch() {
  const { t } = useTranslation();
  const active = currentLocale();
  return (
    <Dropdown
      testId="lang-switch"
      ariaLabel={t('app.language.label')}
      label={
        <>
          <span aria-hidden="true">🌐</span> {t(`app.language.${active}`)}
        </>
      }
      items={SUPPORTED_LOCALES.map((locale) => ({
        key: locale,
        label: t(`app.language.${locale}`),
        checked: locale === active,
        testId: `lang-${locale}`,
        onSelect: () => void changeLanguage(locale),
      }))}
    />
  );
}
