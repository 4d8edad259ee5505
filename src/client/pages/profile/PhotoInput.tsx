import { PROFILE_PHOTO_MAX_BYTES, PROFILE_PHOTO_TYPES } from '../../../shared/constants';
import { fieldMessages, texts } from '../../../shared/messages';
import { useSessionUser } from '../../app/AppContext';
import { useAccountCalls } from '../../areas/account/account';
import { Avatar } from '../../components/Avatar/Avatar';
import * as formCss from '../../components/form/Form.css';
import { ImageUpload } from '../../components/ImageUpload/ImageUpload';
import { row } from '../../styles/ui.css';

/** 'Choose photo': the signed-in user's profile photo. */
export function PhotoInput() {
  const account = useAccountCalls();
  const user = useSessionUser();
  if (!user) return null;
  return (
    <div className={formCss.field}>
      <div className={row}>
        <Avatar user={user} size="large" />
        <ImageUpload
          label={texts.choosePhoto}
          field="photo"
          types={PROFILE_PHOTO_TYPES}
          maxBytes={PROFILE_PHOTO_MAX_BYTES}
          messages={{ type: fieldMessages.photoType, tooLarge: fieldMessages.photoTooLarge }}
          upload={account.uploadPhoto}
        />
      </div>
    </div>
  );
}
