// What other folders may use of this feature (docs/architecture.md, Server floors).
export { storeFormImage } from './store-form-image';
export { takeImageUpload } from './image-quota';
export { unclaimedUploadSweep } from './unclaimed-uploads';
