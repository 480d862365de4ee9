import Card from 'antd/es/card';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { THomeBlock } from '@lectern/contracts/common/home-page';
import { AttachmentList } from '@/components/ui/attachment-list';
import { RichText } from '@/components/ui/rich-text';
import type { TMenuEntry } from '@/lib/feature';
import { useMenuEntries } from '@/lib/menu-entries';
import { useSession } from '@/lib/session';
import { TenantText } from '@/components/ui/tenant-text';

function Shortcuts({ menuKeys }: { menuKeys: readonly string[] }) {
  const { t } = useTranslation();
  const menuEntries = useMenuEntries();
  const entries = menuKeys
    .map((key) => menuEntries.find((entry) => entry.key === key))
    .filter((entry): entry is TMenuEntry => entry !== undefined);
  if (!entries.length) return null;
  return (
    <nav aria-label={t('home:shortcuts')} className="lectern-shortcuts">
      {entries.map(({ key, path, label, icon: Icon }) => (
        <Link key={key} to={path} className="lectern-shortcut">
          <Card hoverable size="small">
            <span className="lectern-shortcut__icon">
              <Icon aria-hidden />
            </span>
            <span className="lectern-shortcut__label">{t(label)}</span>
          </Card>
        </Link>
      ))}
    </nav>
  );
}

/** One block of the custom home page. */
export function HomeBlock({ block }: { block: THomeBlock }) {
  const { factoryInfo } = useSession();
  switch (block.type) {
    case 'banner':
      return (
        <figure className="lectern-banner">
          <img src={block.imageUrl} alt={block.title ?? ''} />
          {(block.title || block.subtitle) && (
            <figcaption>
              {block.title && (
                <span className="lectern-banner__title">
                  <TenantText>{block.title}</TenantText>
                </span>
              )}
              {block.subtitle && (
                <span className="lectern-banner__subtitle">
                  <TenantText>{block.subtitle}</TenantText>
                </span>
              )}
            </figcaption>
          )}
        </figure>
      );
    case 'richText':
      return (
        <Card title={block.title && <TenantText>{block.title}</TenantText>}>
          <RichText html={block.html} />
        </Card>
      );
    case 'attachments':
      return (
        <Card title={block.title && <TenantText>{block.title}</TenantText>}>
          <AttachmentList
            urls={block.docUrls}
            names={block.docNames}
            docViewerUrl={factoryInfo?.docViewerUrl}
          />
        </Card>
      );
    case 'shortcuts':
      return <Shortcuts menuKeys={block.menuKeys} />;
  }
}
