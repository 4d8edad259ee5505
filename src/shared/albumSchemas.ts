import { z } from 'zod';
import { ALBUM_LIMITS, ALBUM_MODERATION, ALBUM_MODES, ALBUM_STATUSES, albumMessages } from './album';
import { POST_AUDIENCES, SOCIAL_LIMITS, socialMessages } from './socialTypes';

// The album's request bodies and queries, with their field messages (server side; dropped from the client).

export const albumSettingsBody = z.object({
  open: z.boolean({ error: 'Choose open or closed.' }).optional(),
  mode: z.enum(ALBUM_MODES, { error: albumMessages.modeInvalid }).optional(),
  moderation: z.enum(ALBUM_MODERATION, { error: albumMessages.moderationInvalid }).optional(),
  size_cap_mb: z
    .int({ error: albumMessages.capInvalid })
    .min(ALBUM_LIMITS.capMinMb, { error: albumMessages.capInvalid })
    .max(ALBUM_LIMITS.capMaxMb, { error: albumMessages.capInvalid })
    .optional(),
});

export const albumPhotoBody = z.object({
  status: z.enum(['approved', 'hidden'], { error: albumMessages.statusInvalid }),
});

export const albumPhotosQuery = z.object({
  status: z.enum(ALBUM_STATUSES, { error: 'Choose pending, approved or hidden.' }).optional(),
});

/** `?photos=a,b,c`: a selection; without it, the whole album. */
export const albumDownloadQuery = z.object({
  photos: z
    .string({ error: albumMessages.selectionInvalid })
    .max(ALBUM_LIMITS.selection * 37, { error: albumMessages.selectionInvalid })
    .optional(),
});

/** A link to the ZIP: `photos` picks a selection; without it, the whole album. */
export const albumDownloadLinkBody = z.object({
  photos: z
    .array(z.string({ error: albumMessages.selectionInvalid }), { error: albumMessages.selectionInvalid })
    .min(1, { error: albumMessages.selectionInvalid })
    .max(ALBUM_LIMITS.selection, { error: albumMessages.selectionInvalid })
    .optional(),
});

/** Approved photos of the album as a post on the wedding's page (the post's text and audience as any post's). */
export const albumPostBody = z.object({
  photos: z
    .array(z.string({ error: albumMessages.postPhotos }), { error: albumMessages.postPhotos })
    .min(1, { error: albumMessages.postPhotos })
    .max(SOCIAL_LIMITS.photos, { error: albumMessages.postPhotos }),
  text: z.string().trim().max(SOCIAL_LIMITS.postText, { error: socialMessages.postTooLong }).default(''),
  audience: z.enum(POST_AUDIENCES, { error: socialMessages.audienceInvalid }).default('followers'),
});
