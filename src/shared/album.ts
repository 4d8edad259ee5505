// The guests' photo album (issue 36): shapes, limits, spec strings and request bodies, for both sides.

export const ALBUM_MODES = ['shared', 'drop_box'] as const;
export type AlbumMode = (typeof ALBUM_MODES)[number];
export const ALBUM_MODERATION = ['approve_first', 'publish'] as const;
export type AlbumModeration = (typeof ALBUM_MODERATION)[number];
export const ALBUM_STATUSES = ['pending', 'approved', 'hidden'] as const;
export type AlbumPhotoStatus = (typeof ALBUM_STATUSES)[number];

export const ALBUM_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const ALBUM_LIMITS = {
  /** Per photo, as uploaded. */
  photoBytes: 20 * 1024 * 1024,
  photosPerRequest: 30,
  uploaderName: 60,
  /** The couple's cap on what the album stores, in MB. */
  capMinMb: 50,
  capMaxMb: 20_480,
  capDefaultMb: 2_048,
  /** A ZIP selection names at most this many photos (the whole album has no such bound). */
  selection: 1000,
  /** The wall starts with this many of the newest approved photos. */
  wall: 200,
} as const;

export const albumMessages = {
  photoType: 'Choose JPEG, PNG or WebP photos.',
  heic: 'This is a HEIC photo, which we cannot use. On an iPhone, pick it again from this page: the phone sends it as JPEG.',
  notImage: 'This file is not a photo. Choose JPEG, PNG or WebP photos.',
  unreadable: 'This photo could not be read. Please choose it again.',
  tooLarge: 'Each photo must be 20 MB or smaller.',
  tooMany: `Send at most ${ALBUM_LIMITS.photosPerRequest} photos at a time.`,
  none: 'Choose at least one photo.',
  full: 'The album is full. Please let the couple know.',
  closed: 'This album is no longer taking photos. Thank you!',
  retired: 'This code no longer works. Ask the couple for the new one.',
  unknown: 'No album has this address.',
  noPhoto: 'No photo of this album has that id.',
  notOn: 'Turn the guests’ photo album on first.',
  notApproved: 'Approve the photo before putting it in the gallery.',
  modeInvalid: 'Choose shared or drop box.',
  moderationInvalid: 'Choose approve first or publish at once.',
  capInvalid: `Choose a size between ${ALBUM_LIMITS.capMinMb} and ${ALBUM_LIMITS.capMaxMb} MB.`,
  statusInvalid: 'Choose approved or hidden.',
  selectionInvalid: 'Choose photos of this album.',
  noDownload: 'This download link does not exist. Ask for the album again from the app.',
  downloadExpired: 'This download link has expired. Ask for the album again from the app.',
  postNotApproved: 'Approve the photos before posting them.',
  postPhotos: 'Choose between 1 and 10 approved photos to post.',
  nameTooLong: `Keep your name under ${ALBUM_LIMITS.uploaderName} characters.`,
} as const;

/** The album as the couple sees it on the add-on page. */
export interface Album {
  account: string;
  enabled: boolean;
  open: boolean;
  mode: AlbumMode;
  moderation: AlbumModeration;
  size_cap_mb: number;
  used_bytes: number;
  /** The secret address guests open (and its QR code); null until the album is turned on once. */
  upload_url: string | null;
  token: string | null;
  counts: Record<AlbumPhotoStatus, number>;
}

export interface AlbumPhoto {
  id: string;
  status: AlbumPhotoStatus;
  uploader_name: string;
  width: number;
  height: number;
  bytes: number;
  src: string;
  srcset: string;
  /** The re-encoded full-size file the ZIP holds. */
  original: string;
  in_gallery: boolean;
  created_at: string;
}

/** What the wall needs: approved photos, newest first, and the address its corner's QR code opens. */
export interface AlbumWall {
  account: string;
  name: string;
  upload_url: string | null;
  token: string | null;
  photos: AlbumPhoto[];
}

/** The couple's changes to the album's settings (src/shared/albumSchemas.ts checks them). */
export interface AlbumSettingsBody {
  open?: boolean;
  mode?: AlbumMode;
  moderation?: AlbumModeration;
  size_cap_mb?: number;
}
