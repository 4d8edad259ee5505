import { useSelector } from '@xstate/react';
import { editorMode } from '../../../../machines/itemEditorMachine';
import { fundsTexts as t } from '../../../shared/fundsText';
import type { Transaction } from '../../../shared/fundsTypes';
import { POST_PHOTO_TYPES, SOCIAL_LIMITS, socialMessages as sm } from '../../../shared/socialTypes';
import { useReceipt } from '../../areas/funds/funds';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import { ImageUpload } from '../../components/ImageUpload/ImageUpload';
import { button, row, stack } from '../../styles/ui.css';
import * as css from './Funds.css';

/**
 * A transaction's receipt photo, as the server re-encoded it (resized copies with `srcset`, no camera metadata), a
 * button to add or replace it, and its removal after the usual question. It goes with the transaction too.
 */
export function Receipt({ tx }: { tx: Transaction }) {
  const { upload, editor } = useReceipt(tx.id);
  const mode = useSelector(editor, editorMode);
  const photo = tx.receipt;
  return (
    <section className={stack} aria-labelledby="receipt-title">
      <h2 id="receipt-title">{t.receipt}</h2>
      {photo ? (
        <a href={photo.src} target="_blank" rel="noopener noreferrer">
          <img
            className={css.receipt}
            src={photo.src}
            srcSet={photo.srcset}
            sizes="(max-width: 600px) 100vw, 480px"
            width={photo.width}
            height={photo.height}
            alt="The receipt of this transaction"
          />
        </a>
      ) : null}
      <div className={row}>
        <ImageUpload
          label={photo ? t.replaceReceipt : t.addReceipt}
          field="receipt"
          types={POST_PHOTO_TYPES}
          maxBytes={SOCIAL_LIMITS.photoBytes}
          messages={{ type: sm.photoType, tooLarge: sm.photoTooLarge }}
          upload={upload}
        />
        {photo && mode !== 'confirmDelete' ? (
          <button type="button" className={button.quiet} onClick={() => editor.send({ type: 'delete.requested' })}>
            {t.removeReceipt}
          </button>
        ) : null}
      </div>
      {photo && mode === 'confirmDelete' ? (
        <ConfirmDelete editor={editor} question="Remove the receipt photo?" confirm={t.removeReceipt} />
      ) : null}
    </section>
  );
}
