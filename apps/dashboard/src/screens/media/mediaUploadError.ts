import { ApiError } from '@quo/api-client'
import { mediaMessages } from './messages.js'

const t = mediaMessages.upload.failed

/** The German sentence for a refused upload, by what the server answered. */
export function mediaUploadError(error: unknown): string {
  if (!(error instanceof ApiError)) return t.other
  switch (error.status) {
    case 413:
      return t.tooLarge
    case 415:
      return t.notImage
    case 409:
      return t.duplicate
    case 403:
      return t.forbidden
    case 400:
      return error.fieldErrors.some((e) => e.path === 'branchShortId') ? t.chooseMap : t.unreadable
    default:
      return t.other
  }
}
