import GlobalOutlined from '@ant-design/icons/es/icons/GlobalOutlined';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import { useTranslation } from 'react-i18next';
import { isLanguageCode, languageOf, languages } from '@/lib/languages';
import { useSession } from '@/lib/session';

/** Lists every language by its own name (spec §1) and switches the whole interface to it. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { language, setLanguage } = useSession();
  const current = languageOf(language);
  return (
    <Dropdown
      trigger={['click']}
      autoFocus
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: languages.map(({ code, nativeName, htmlLang }) => ({
          key: code,
          label: <span lang={htmlLang}>{nativeName}</span>,
        })),
        onClick: ({ key }) => {
          if (isLanguageCode(key)) void setLanguage(key);
        },
      }}
    >
      <Button
        type="text"
        icon={<GlobalOutlined aria-hidden />}
        aria-label={t('common:language.switch', { language: current.nativeName })}
      >
        <span className="lectern-language-switcher__name" lang={current.htmlLang}>
          {current.nativeName}
        </span>
      </Button>
    </Dropdown>
  );
}
