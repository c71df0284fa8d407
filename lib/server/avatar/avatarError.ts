import { ApiError } from '../apiError';

/**
 * Why an ENS avatar cannot be served, with the 4xx status the avatar route
 * answers (never a 5xx: the fault is in the record or the host it names),
 * e.g. `new AvatarError(413, 'The image is larger than 1,048,576 bytes.')`.
 */
export class AvatarError extends ApiError {
  override name = 'AvatarError';
}
