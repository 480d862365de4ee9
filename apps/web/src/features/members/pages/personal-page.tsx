import LogoutOutlined from '@ant-design/icons/es/icons/LogoutOutlined';
import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import Avatar from 'antd/es/avatar';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { useSession } from '@/lib/session';
import { memberToken } from '@/lib/storage';
import { PageLoading } from '@/components/ui/page-loading';
import { useMemberInfo } from '../api/get-member-info';
import { AvatarUpload } from '../components/avatar-upload';
import { OtherInfoCard } from '../components/other-info-card';
import { ChangePasswordForm } from '../components/change-password-form';

/** Spec §3: deptName holds one or more organisation names separated by ';' or ','. */
const organisationsOf = (deptName: string) =>
  deptName
    .split(/[;,]/)
    .map((name) => name.trim())
    .filter(Boolean);

/** Personal centre (spec §2): profile, avatar, change password and sign out, one card each. */
export function PersonalPage() {
  const { t } = useTranslation();
  const { requestSignOut } = useSession();
  // The personal centre always asks for the member's current info rather than trusting the cache,
  // but never without a token: signing out from here would otherwise ask once more and get a 403.
  const signedIn = useSyncExternalStore(memberToken.subscribe, memberToken.get) !== null;
  const { data: member } = useMemberInfo({ enabled: signedIn, refetchOnMount: 'always' });
  if (!member) return <PageLoading />;

  const empty = t('members:profile.notSet');
  return (
    <Flex vertical gap="large" className="lectern-page">
      <Typography.Title level={2}>{t('members:title')}</Typography.Title>
      <Card>
        <Flex gap="large" align="center" wrap>
          <Avatar
            size={96}
            src={member.avatar || undefined}
            icon={<UserOutlined aria-hidden />}
            alt={t('members:avatar.alt', { name: member.nickName })}
          />
          <AvatarUpload />
        </Flex>
      </Card>
      <Card title={t('members:profile.title')}>
        <Descriptions
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'userCode', label: t('members:profile.account'), children: member.userCode },
            { key: 'nickName', label: t('members:profile.name'), children: member.nickName },
            {
              key: 'deptName',
              label: t('members:profile.organisation'),
              children: organisationsOf(member.deptName).length
                ? organisationsOf(member.deptName).map((name) => <Tag key={name}>{name}</Tag>)
                : empty,
            },
            {
              key: 'bizName',
              label: t('members:profile.bizName'),
              children: member.bizName || empty,
            },
            {
              key: 'bizType',
              label: t('members:profile.bizType'),
              children: member.bizType || empty,
            },
            {
              key: 'createTime',
              label: t('members:profile.createTime'),
              children: formatDateTime(member.createTime),
            },
          ]}
        />
      </Card>
      <OtherInfoCard />
      <Card title={t('members:password.title')}>
        <ChangePasswordForm />
      </Card>
      <div>
        <Button danger icon={<LogoutOutlined aria-hidden />} onClick={requestSignOut}>
          {t('common:signOut.action')}
        </Button>
      </div>
    </Flex>
  );
}
