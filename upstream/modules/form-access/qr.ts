// The QR code of a form link (GET /api/form/qrcode), drawn by the qrcode library as SVG paths.
import QRCode from 'qrcode';

/** Medium error correction: readable from a phone's screen and from paper alike. */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}
