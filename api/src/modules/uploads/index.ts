// The uploads module's public face: all that other modules use of it (decision 0119).
export { detectType, reencodeImage, type DetectedType, type UploadService } from './service.ts';
