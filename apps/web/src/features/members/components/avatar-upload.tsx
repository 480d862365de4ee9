import UploadOutlined from '@ant-design/icons/es/icons/UploadOutlined';
import Button from 'antd/es/button';
import Progress from 'antd/es/progress';
import Upload from 'antd/es/upload';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_EXTENSIONS } from '@lectern/contracts/common/upload';
import { feedback } from '@/lib/feedback';
import { compressImage, ImageCompressionError } from '@/lib/image-compression';
import { usePostUploadFile } from '@/lib/uploads';
import { useUpdateAvatar } from '../api/post-update-avatar';
import '../members.css';

const ACCEPT = IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/**
 * 'Change avatar': a png/jpg/jpeg image is compressed (spec §9), goes up through
 * POST /sys/uploadFile with a progress bar, then becomes the avatar (POST /mine/updateAvatar).
 */
export function AvatarUpload() {
  const { t } = useTranslation();
  const uploadFile = usePostUploadFile();
  const updateAvatar = useUpdateAvatar();
  const [compressing, setCompressing] = useState(false);
  const busy = compressing || uploadFile.isPending || updateAvatar.isPending;

  const changeAvatar = async (picked: File) => {
    let file: File;
    setCompressing(true);
    try {
      file = await compressImage(picked);
    } catch (error) {
      if (error instanceof ImageCompressionError) {
        feedback.warning(
          t(`common:imageCompression.${error.reason}`, { ...error.minimum }),
          'avatar-image',
        );
      }
      return;
    } finally {
      setCompressing(false);
    }
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
