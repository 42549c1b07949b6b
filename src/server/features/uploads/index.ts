// What other folders may use of this feature (docs/architecture.md, Server floors).
import type { Feature } from '#server/http/feature';
import { unclaimedUploadSweep } from './unclaimed-uploads';

export { storeFormImage } from './store-form-image';
export { takeImageUpload } from './image-quota';

export const uploadsFeature: Feature = { jobs: (deps) => [unclaimedUploadSweep(deps)] };
