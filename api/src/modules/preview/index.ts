// The preview module's public face: all that other modules use of it (decision 0119).
export { PREVIEW_PARAM, previewTokenOf, tokenCookieOf, type PreviewService } from './service.ts';
