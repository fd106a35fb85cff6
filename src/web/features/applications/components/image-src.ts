// Where a user's image is loaded from: the storage host plus the image path; none (initials) when unset.
import { avatarUrl } from '@/domain/shared';

/** The image URL of a stored relative path, or undefined so the avatar shows initials. */
export function imageSrc(image: string | null | undefined): string | undefined {
  return image ? avatarUrl(image, '/') : undefined;
}
