import { MSG_IMAGE_TOO_BIG, MSG_IMAGE_TYPE } from '@pricetrail/core';
import { HttpError } from '../http/errors.js';

/** The Chinese sentence for each way an image upload can fail. */
export const UPLOAD_MESSAGES = {
  type: MSG_IMAGE_TYPE,
  empty: '图片是空文件，请重新选择',
  tooBig: MSG_IMAGE_TOO_BIG,
  tooManyPixels: '图片像素过大',
  broken: '图片已损坏，无法读取',
  foreign: '图片含有非图片内容，无法上传',
} as const;

/** Why an image was refused. */
export type UploadProblem = keyof typeof UPLOAD_MESSAGES;

/** A refused image: answers 400 with its Chinese message. */
export class UploadError extends HttpError {
  constructor(readonly problem: UploadProblem) {
    super(400, UPLOAD_MESSAGES[problem]);
  }
}
