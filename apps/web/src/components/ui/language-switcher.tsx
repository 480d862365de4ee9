import GlobalOutlined from '@ant-design/icons/es/icons/GlobalOutlined';
import Button from 'antd/es/button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOf } from '@/lib/languages';
import { useSession } from '@/lib/session';

const LanguageMenu = lazy(() =>
  import('./language-menu').then((module) => ({ default: module.LanguageMenu })),
);

/**
 * Lists every language by its own name (spec §1) and switches the whole interface to it. The
 * menu loads on the first click; until then the switcher is its button alone (docs/decisions/0034).
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { language, setLanguage } = useSession();
  const [menuWanted, setMenuWanted] = useState(false);
  const current = languageOf(language);
  const button = (
    <Button
      type="text"
      icon={<GlobalOutlined aria-hidden />}
      aria-label={t('common:language.switch', { language: current.nativeName })}
      onClick={() => setMenuWanted(true)}
    >
      <span className="lectern-language-switcher__name" lang={current.htmlLang}>
        {current.nativeName}
      </span>
    </Button>
  );
  if (!menuWanted) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenu language={language} onChoose={(next) => void setLanguage(next)}>
        {button}
      </LanguageMenu>
    </Suspense>
  );
}
