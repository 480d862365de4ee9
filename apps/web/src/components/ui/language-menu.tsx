import Dropdown from 'antd/es/dropdown';
import { useState, type ReactElement } from 'react';
import { isLanguageCode, languages, type TLanguageCode } from '@/lib/languages';

type TLanguageMenuProps = {
  language: TLanguageCode;
  onChoose: (language: TLanguageCode) => void;
  /** The button that opens the menu; the menu is open when it first shows. */
  children: ReactElement;
};

/**
 * The language menu of the language switcher: every language by its own name (spec §1). A chunk
 * of its own, loaded on the first click (docs/decisions/0034), so the first screen draws no
 * dropdown.
 */
export function LanguageMenu({ language, onChoose, children }: TLanguageMenuProps) {
  const [open, setOpen] = useState(true);
  return (
    <Dropdown
      trigger={['click']}
      autoFocus
      open={open}
      onOpenChange={setOpen}
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: languages.map(({ code, nativeName, htmlLang }) => ({
          key: code,
          label: <span lang={htmlLang}>{nativeName}</span>,
        })),
        onClick: ({ key }) => {
          setOpen(false);
          if (isLanguageCode(key)) onChoose(key);
        },
      }}
    >
      {children}
    </Dropdown>
  );
}
