// The files of an inquiry (issue 32: the custom-production page asks for a sketch or photo). Checked as admin uploads
// are: the type by the file's first bytes, never its name or declared type; images decoded and written again as WebP
// (which drops what a photo carries besides the picture, e.g. where it was taken); PDFs kept as sent. They travel
// only as attachments of the office's mail in the outbox (decision 0062), not as files on the server.
import path from 'node:path';
import { INQUIRY_FILE_TYPES, MAX_INQUIRY_FILE_BYTES, MAX_INQUIRY_FILES } from '@shop/shared/contracts/limits';
import { HttpError, unprocessable } from '../../lib/errors.ts';
import type { MailAttachment } from '../mail/index.ts';
import { type DetectedType, detectType, reencodeImage } from '../uploads/index.ts';

export interface ReceivedFile {
  filename: string;
  data: Buffer;
}

const megabytes = (n: number): number => Math.round(n / 1024 / 1024);

export const tooManyFiles = (): HttpError =>
  unprocessable(`At most ${MAX_INQUIRY_FILES} files can be attached`, [{ field: 'files', message: `at most ${MAX_INQUIRY_FILES}`, code: 'inquiry.tooManyFiles', params: { max: MAX_INQUIRY_FILES } }], {
    code: 'inquiry.tooManyFiles',
    params: { max: MAX_INQUIRY_FILES },
  });

export const fileTooLarge = (name: string): HttpError =>
  new HttpError(413, `The file ${name} is larger than ${megabytes(MAX_INQUIRY_FILE_BYTES)} MB`, [{ field: 'files', message: 'is too large', code: 'inquiry.fileTooLarge', params: { name, max: megabytes(MAX_INQUIRY_FILE_BYTES) } }], {
    code: 'inquiry.fileTooLarge',
    params: { name, max: megabytes(MAX_INQUIRY_FILE_BYTES) },
  });

/** A file name fit for a mail: no folders, no control characters, at most 80 characters, the extension of its type. */
function attachmentName(original: string, extension: string, index: number): string {
  const base = path.basename(original.replace(/\\/g, '/')).replace(/\.[^.]*$/, '');
  const clean = base.replace(/[\p{C}"<>|:*?/\\]+/gu, '').trim().slice(0, 80);
  return `${clean || `file-${index + 1}`}.${extension}`;
}

/** The count, size and type of each file (cheap: no decoding); throws 413, 415 or 422 with a code naming the file. */
export function checkInquiryFiles(files: ReceivedFile[]): Array<{ name: string; type: DetectedType; data: Buffer }> {
  if (files.length > MAX_INQUIRY_FILES) throw tooManyFiles();
  return files.map((file, index) => {
    const name = path.basename(file.filename.replace(/\\/g, '/')) || `file-${index + 1}`;
    if (file.data.length === 0) throw unprocessable(`The file ${name} is empty`, [{ field: 'files', message: 'is empty', code: 'inquiry.fileEmpty', params: { name } }], { code: 'inquiry.fileEmpty', params: { name } });
    if (file.data.length > MAX_INQUIRY_FILE_BYTES) throw fileTooLarge(name);
    const type = detectType(file.data);
    if (type === null || !(INQUIRY_FILE_TYPES as readonly string[]).includes(type)) {
      throw new HttpError(415, `The file ${name} is no JPEG, PNG or WebP image and no PDF`, [{ field: 'files', message: 'must be an image or a PDF', code: 'inquiry.fileType', params: { name } }], {
        code: 'inquiry.fileType',
        params: { name },
      });
    }
    return { name, type, data: file.data };
  });
}

/** The attachments of the office's mail: PDFs as sent, images decoded and written again (422 if one cannot be). */
export async function inquiryAttachments(files: ReceivedFile[]): Promise<MailAttachment[]> {
  const out: MailAttachment[] = [];
  for (const [index, file] of checkInquiryFiles(files).entries()) {
    if (file.type === 'application/pdf') {
      out.push({ filename: attachmentName(file.name, 'pdf', index), contentType: file.type, content: file.data });
      continue;
    }
    const image = await reencodeImage(file.data, 'files');
    out.push({ filename: attachmentName(file.name, 'webp', index), contentType: 'image/webp', content: image.data });
  }
  return out;
}
