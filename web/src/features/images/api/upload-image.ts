import { endpoints, type Image, imageSchema } from '@alumni/contract';
import { apiFormRequest } from '@/lib/form-upload';

/** Uploads a picture for a post with its text alternative; answers its id and URL. */
export function uploadImage(file: File, alt: string, onUploadProgress?: (fraction: number) => void): Promise<Image> {
  const form = new FormData();
  form.append('alt', alt);
  form.append('file', file);
  return apiFormRequest(endpoints.images.upload, form, { check: imageSchema, onUploadProgress });
}
