import QRCode from 'qrcode';

// QR codes of the album's upload address, for the add-on page, the printable table card and the wall's corner.
// Error correction M survives a smudged card or a glare on the projector screen.

export const qrSvg = (text: string): Promise<string> =>
  QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });

export const qrPng = (text: string): Promise<Buffer> =>
  QRCode.toBuffer(text, { type: 'png', margin: 2, width: 720, errorCorrectionLevel: 'M' });
