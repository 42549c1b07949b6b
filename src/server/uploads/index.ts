// What other folders may use of this folder (docs/architecture.md, Server floors).
import type { Feature } from '#server/feature-kit/feature';
import { unclaimedUploadSweep } from './unclaimed-uploads';

export { storeFormImage, type FormImage } from './store-form-image';
export { takeImageUpload } from './image-quota';

/** Plugged in as a feature is: the sweep of uploads no form claimed. */
export const unclaimedUploadsSweep: Feature = { jobs: (deps) => [unclaimedUploadSweep(deps)] };
