import { useTranslation } from 'react-i18next';
import { SUPPORTED_LOCALES } from '@shared/i18n/locales';
import { changeLanguage, currentLocale } from '../i18n';
import { Dropdown } from '../components/Dropdown';

function GlobeIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="10" />
      <path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20" />
    </svg>
  );
}

export function LanguageSwitch() {
  const { t } = useTranslation();
  const active = currentLocale();
  return (
    <Dropdown
      testId="lang-switch"
      ariaLabel={t('app.language.label')}
      label={
        <>
          <GlobeIcon /> <span className="lang-name">{t(`app.language.${active}`)}</span>
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
