import LogoutOutlined from '@ant-design/icons/es/icons/LogoutOutlined';
import MenuOutlined from '@ant-design/icons/es/icons/MenuOutlined';
import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import Avatar from 'antd/es/avatar';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import Layout from 'antd/es/layout';
import Menu from 'antd/es/menu';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { LanguageSwitcher } from '@/components/ui/language-switcher';
import { SupportFooter } from '@/components/ui/support-footer';
import { MenuEntriesContext } from '@/lib/menu-entries';
import { Paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { TenantText } from '@/components/ui/tenant-text';
import { menuEntries } from './menu';

/** The menu's entry for the page on screen, else its first entry. */
const currentItemOf = (menu: HTMLElement | null) =>
  menu?.querySelector<HTMLElement>('[role="menuitem"].ant-menu-item-selected') ??
  menu?.querySelector<HTMLElement>('[role="menuitem"]');

/**
 * The learner shell (spec §2): header with tenant and member, the menu, the page. The menu works
 * from the keyboard like a menu button: Enter or Space on the menu (or on the phone's menu button)
 * puts the focus on the current entry, arrows move, Enter or Space opens the entry; on a phone
 * the folded menu is inert, out of the Tab order, and Escape folds it back onto its button.
 */
export function AppShell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { factoryInfo, member, requestSignOut } = useSession();
  const active = menuEntries.find((entry) => pathname.startsWith(entry.path));
  const sysName = factoryInfo?.sysName ?? t('common:productName');
  // Below antd's lg breakpoint the menu folds away behind a header button.
  const [narrow, setNarrow] = useState(false);
  const [menuOpen, setMenuOpen] = useState(true);
  const menuId = useId();
  const menuRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const folded = narrow && !menuOpen;

  const openMenu = () => {
    setMenuOpen(true);
    // The folded menu is inert until this render is committed.
    window.requestAnimationFrame(() => currentItemOf(menuRef.current)?.focus());
  };
  const foldMenu = () => {
    setMenuOpen(false);
    toggleRef.current?.focus();
  };
  const onMenuKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (event.key === 'Escape' && narrow && menuOpen) {
      event.preventDefault();
      foldMenu();
    } else if (
      (event.key === 'Enter' || event.key === ' ') &&
      target.getAttribute('role') === 'menu'
    ) {
      // The menu itself has the focus (Tab lands there): step onto its current entry.
      event.preventDefault();
      event.stopPropagation();
      currentItemOf(menuRef.current)?.focus();
    } else if (event.key === ' ' && target.getAttribute('role') === 'menuitem') {
      // rc-menu opens an entry with Enter only.
      event.preventDefault();
      target.click();
    }
  };

  return (
    <Layout className="lectern-shell">
      <Layout.Header className="lectern-shell__header">
        {narrow && (
          <Button
            type="text"
            icon={<MenuOutlined aria-hidden />}
            aria-label={t('common:menu.label')}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            ref={toggleRef}
            onClick={() => (menuOpen ? foldMenu() : openMenu())}
          />
        )}
        <Link to={Paths.HOME} className="lectern-shell__brand">
          {factoryInfo?.sysLogoUrl && (
            <img className="lectern-shell__logo" src={factoryInfo.sysLogoUrl} alt="" />
          )}
          <span className="lectern-shell__name">
            {factoryInfo ? <TenantText>{sysName}</TenantText> : sysName}
          </span>
        </Link>
        <div className="lectern-shell__tools">
          <LanguageSwitcher />
          <Dropdown
            trigger={['click']}
            autoFocus
            menu={{
              items: [
                {
                  key: 'signOut',
                  icon: <LogoutOutlined aria-hidden />,
                  label: t('common:signOut.action'),
                },
              ],
              onClick: requestSignOut,
            }}
          >
            <Button
              type="text"
              className="lectern-shell__member"
              aria-label={t('common:accountMenu', { name: member?.nickName ?? '' })}
            >
              <Avatar
                size="small"
                src={member?.avatar || undefined}
                // Decorative: the button's name already says whose menu it opens.
                alt=""
                icon={<UserOutlined aria-hidden />}
              />
              <span className="lectern-shell__member-name">{member?.nickName}</span>
            </Button>
          </Dropdown>
        </div>
      </Layout.Header>
      <Layout>
        <Layout.Sider
          id={menuId}
          className={
            narrow ? 'lectern-shell__sider lectern-shell__sider--overlay' : 'lectern-shell__sider'
          }
          theme="light"
          breakpoint="lg"
          collapsedWidth={0}
          width={208}
          trigger={null}
          collapsed={folded}
          inert={folded}
          onBreakpoint={(broken) => {
            setNarrow(broken);
            setMenuOpen(!broken);
          }}
        >
          <nav aria-label={t('common:menu.label')} ref={menuRef} onKeyDownCapture={onMenuKeyDown}>
            <Menu
              mode="inline"
              selectedKeys={active ? [active.key] : []}
              items={menuEntries.map(({ key, label, icon: Icon, badge: Badge }) => ({
                key,
                icon: <Icon aria-hidden />,
                label: Badge ? (
                  <>
                    {t(label)}
                    <Badge />
                  </>
                ) : (
                  t(label)
                ),
              }))}
              onClick={({ key }) => {
                const entry = menuEntries.find((candidate) => candidate.key === key);
                if (entry) navigate(entry.path);
                if (narrow) foldMenu();
              }}
            />
          </nav>
        </Layout.Sider>
        <Layout.Content className="lectern-shell__content">
          <MenuEntriesContext value={menuEntries}>
            <Outlet />
          </MenuEntriesContext>
          <SupportFooter />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
