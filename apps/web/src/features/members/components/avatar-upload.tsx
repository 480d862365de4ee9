import UploadOutlined from '@ant-design/icons/es/icons/UploadOutlined';
import Button from 'antd/es/button';
import Progress from 'antd/es/progress';
import Upload from 'antd/es/upload';
import { useTranslation } from 'react-i18next';
import { IMAGE_EXTENSIONS } from '@lectern/contracts/uploads/upload';
import { feedback } from '@/lib/feedback';
import { extensionOf, isImageExtension } from '@/lib/file-types';
import { usePostUploadFile } from '@/lib/uploads';
import { useUpdateAvatar } from '../api/post-update-avatar';

const ACCEPT = IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/**
 * 'Change avatar': a png/jpg/jpeg image (spec §9 image extensions) goes up through
 * POST /sys/uploadFile with a progress bar, then becomes the avatar (POST /mine/updateAvatar).
 */
export function AvatarUpload() {
  const { t } = useTranslation();
  const uploadFile = usePostUploadFile();
  const updateAvatar = useUpdateAvatar();
  const busy = uploadFile.isPending || updateAvatar.isPending;

  const changeAvatar = async (file: File) => {
    try {
      const avatarUrl = await uploadFile.mutateAsync(file);
      await updateAvatar.mutateAsync(avatarUrl);
    } catch {
      // The api client has already told the learner what went wrong.
    }
  };

  return (
    <div className="lectern-avatar-upload">
      <Upload
        accept={ACCEPT}
        showUploadList={false}
        disabled={busy}
        beforeUpload={(file) => {
          if (!isImageExtension(extensionOf(file.name))) {
            feedback.warning(t('members:avatar.wrongType'), 'avatar-type');
            return Upload.LIST_IGNORE;
          }
          void changeAvatar(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined aria-hidden />} loading={busy}>
          {t('members:avatar.change')}
        </Button>
      </Upload>
      {uploadFile.percent !== null && (
        <Progress
          className="lectern-avatar-upload__progress"
          percent={uploadFile.percent}
          status={uploadFile.isPending ? 'active' : undefined}
          size="small"
          aria-label={t('members:avatar.progress')}
        />
      )}
    </div>
  );
}
