// Document upload for the profile dialogs: the multipart POST to /api/documents/upload with progress
// (XMLHttpRequest), and camera capture. The form checks what it sends first (document-upload.tsx: the one form hook
// over documentUploadInput).
import { ACCEPTED_EXTENSIONS, CAMERA_CAPTURE, cameraFileName, type DocumentCategory } from '@/domain/documents';
import { MESSAGES } from '@/domain/shared';
import { ApiError, type ErrorBody } from '../../../lib/api';

/** The `accept` attribute of the file input. */
export const ACCEPT_ATTRIBUTE = ACCEPTED_EXTENSIONS.map((e) => `.${e}`).join(',');

export interface UploadFields {
  category: DocumentCategory;
  documentId?: string;
  expiresOn?: string;
  /** A licence's number (professional licences). */
  number?: string;
  name?: string;
}

/** POSTs one file (fields first, then the file); `onProgress` gets 0..100. */
export function uploadDocument(
  file: Blob,
  fileName: string,
  fields: UploadFields,
  onProgress: (percent: number) => void,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('category', fields.category);
    if (fields.documentId) form.append('documentId', fields.documentId);
    if (fields.expiresOn) form.append('expiresOn', fields.expiresOn);
    if (fields.number) form.append('number', fields.number);
    if (fields.name) form.append('name', fields.name);
    form.append('file', file, fileName);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/documents/upload');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(body);
      } else {
        const b = (
          body && typeof body === 'object' ? body : { error: 'HTTP_ERROR', message: `HTTP ${xhr.status}` }
        ) as ErrorBody;
        reject(new ApiError(xhr.status, b));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, { error: 'NETWORK', message: MESSAGES.errors.internal }));
    xhr.send(form);
  });
}

/** Opens the rear camera at the ideal resolution; alerts and answers null when it cannot. */
export async function openCamera(): Promise<MediaStream | null> {
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
    window.alert(MESSAGES.cameraUnsupported);
    return null;
  }
  try {
    return await navigator.mediaDevices.getUserMedia({
      video: {
        width: { ideal: CAMERA_CAPTURE.idealWidth },
        height: { ideal: CAMERA_CAPTURE.idealHeight },
        facingMode: CAMERA_CAPTURE.facingMode,
      },
      audio: false,
    });
  } catch {
    window.alert(MESSAGES.cameraBlocked);
    return null;
  }
}

/** A JPEG (quality 0.8) of the video's current frame, named with a timestamp. */
export function captureFrame(video: HTMLVideoElement, now = new Date()): Promise<File | null> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth || CAMERA_CAPTURE.idealWidth;
  canvas.height = video.videoHeight || CAMERA_CAPTURE.idealHeight;
  canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => {
    canvas.toBlob(
      (blob) => resolve(blob ? new File([blob], cameraFileName(now), { type: 'image/jpeg' }) : null),
      'image/jpeg',
      CAMERA_CAPTURE.jpegQuality,
    );
  });
}
